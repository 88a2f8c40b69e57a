//! Evaluations full of population counts run a copy compiled for the `popcnt` instruction on
//! x86-64 CPUs that have it (the baseline target has none), chosen at run time.

/// Defines `$vis fn $name(&self) -> i32`, which runs `self.$portable()` compiled with the
/// `popcnt` instruction when the CPU supports it (a private `unsafe fn $with_popcnt` carries
/// the target feature), and the baseline build otherwise. `$portable` should be
/// `#[inline(always)]` so that the whole evaluation is compiled into both copies.
#[macro_export]
macro_rules! popcnt_dispatch {
    ($(#[$attr:meta])* $vis:vis fn $name:ident, $with_popcnt:ident => $portable:ident) => {
        $(#[$attr])*
        #[inline]
        $vis fn $name(&self) -> i32 {
            #[cfg(target_arch = "x86_64")]
            {
                if std::arch::is_x86_feature_detected!("popcnt") {
                    // SAFETY: the CPU supports `popcnt` (checked just above), the only feature
                    // the copy is compiled to use.
                    return unsafe { self.$with_popcnt() };
                }
            }
            self.$portable()
        }

        /// The copy compiled with the `popcnt` instruction.
        ///
        /// # Safety
        /// The CPU must support `popcnt`.
        #[cfg(target_arch = "x86_64")]
        #[target_feature(enable = "popcnt")]
        unsafe fn $with_popcnt(&self) -> i32 {
            self.$portable()
        }
    };
}

#[cfg(test)]
mod tests {
    struct Bits(u64);

    impl Bits {
        #[inline(always)]
        fn count_portable(&self) -> i32 {
            self.0.count_ones() as i32
        }

        popcnt_dispatch!(
            /// The dispatched count.
            fn count, count_with_popcnt => count_portable
        );
    }

    #[test]
    fn the_dispatched_copy_agrees_with_the_portable_one() {
        for v in [
            0u64,
            1,
            0xff,
            u64::MAX,
            0x8000_0000_0000_0001,
            0x1234_5678_9abc_def0,
        ] {
            let b = Bits(v);
            assert_eq!(b.count(), b.count_portable(), "{v:#x}");
            assert_eq!(b.count(), v.count_ones() as i32);
        }
    }
}
