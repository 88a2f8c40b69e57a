//! A fixed-length array of all-zero values in memory the allocator asks the OS for already
//! zeroed (`calloc`, fresh pages): allocating a table of gigabytes takes microseconds instead of
//! seconds of writing zeros, and pages the search never touches cost no physical memory. The
//! allocation is fallible, so a size the machine cannot give is an error, not an abort.

use core::alloc::Layout;
use core::fmt;
use core::marker::PhantomData;
use core::ptr::NonNull;

/// The allocator's alignment that still gets zeroed pages from the OS: Rust's system
/// allocator writes zeros itself for larger alignments, so the array is aligned by hand.
const ZEROED_ALIGN: usize = 16;

/// An allocation of `len` values of `T` that failed: the size asked for, in bytes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct AllocError {
    pub bytes: usize,
}

impl fmt::Display for AllocError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot allocate {} MiB", self.bytes.div_ceil(1 << 20))
    }
}

impl std::error::Error for AllocError {}

/// Values of a type for which all-zero bytes are a valid value.
///
/// # Safety
/// The all-zero bit pattern must be a valid, initialised `Self`.
pub unsafe trait Zeroable: Sized {}

/// `len` zeroed `T`s, aligned to `T`'s alignment, freed on drop.
pub struct ZeroedArray<T: Zeroable> {
    /// The first value (aligned to `align_of::<T>()`), inside the allocation at `base`.
    first: NonNull<T>,
    len: usize,
    base: NonNull<u8>,
    layout: Layout,
    _owns: PhantomData<T>,
}

// SAFETY: the array owns its values like a `Box<[T]>` does; sending or sharing it is sound
// exactly when sending or sharing the `T`s is.
unsafe impl<T: Zeroable + Send> Send for ZeroedArray<T> {}
// SAFETY: as above: `&ZeroedArray<T>` only hands out `&[T]`.
unsafe impl<T: Zeroable + Sync> Sync for ZeroedArray<T> {}

impl<T: Zeroable> ZeroedArray<T> {
    /// `len` zeroed values (`len` at least 1), or the error naming the size.
    pub fn new(len: usize) -> Result<Self, AllocError> {
        const { assert!(core::mem::size_of::<T>() > 0, "no zero-sized values") };
        let len = len.max(1);
        let align = core::mem::align_of::<T>();
        let error = AllocError {
            bytes: len.saturating_mul(core::mem::size_of::<T>()),
        };
        // Room for the values plus the slack to align the first one by hand.
        let bytes = core::mem::size_of::<T>()
            .checked_mul(len)
            .and_then(|b| b.checked_add(align.saturating_sub(ZEROED_ALIGN)))
            .ok_or(error)?;
        let layout =
            Layout::from_size_align(bytes, ZEROED_ALIGN.min(align.max(1))).map_err(|_| error)?;
        // SAFETY: `layout` has a non-zero size: `len >= 1` and `T` is not zero-sized.
        let base = unsafe { std::alloc::alloc_zeroed(layout) };
        let base = NonNull::new(base).ok_or(error)?;
        let offset = base.as_ptr().align_offset(align);
        if offset > bytes - core::mem::size_of::<T>() * len {
            // SAFETY: `base` was allocated just above with `layout`.
            unsafe { std::alloc::dealloc(base.as_ptr(), layout) };
            return Err(error);
        }
        // SAFETY: `offset` plus the values' size stays inside the allocation (checked above).
        let first = unsafe { base.as_ptr().add(offset) }.cast::<T>();
        Ok(ZeroedArray {
            first: NonNull::new(first).ok_or(error)?,
            len,
            base,
            layout,
            _owns: PhantomData,
        })
    }
}

impl<T: Zeroable> core::ops::Deref for ZeroedArray<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        // SAFETY: `first` is aligned for `T` and points to `len` values inside the live
        // allocation; they are initialised because all-zero bytes are a valid `T` (Zeroable).
        unsafe { core::slice::from_raw_parts(self.first.as_ptr(), self.len) }
    }
}

impl<T: Zeroable> Drop for ZeroedArray<T> {
    fn drop(&mut self) {
        // SAFETY: `base` was allocated with `layout` in `new` and is freed only here. `T`
        // values need no drop of their own beyond what `drop_in_place` does.
        unsafe {
            core::ptr::drop_in_place(core::ptr::slice_from_raw_parts_mut(
                self.first.as_ptr(),
                self.len,
            ));
            std::alloc::dealloc(self.base.as_ptr(), self.layout);
        }
    }
}

impl<T: Zeroable> fmt::Debug for ZeroedArray<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "ZeroedArray({} x {} bytes)",
            self.len,
            core::mem::size_of::<T>()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::sync::atomic::{AtomicU64, Ordering::Relaxed};

    #[repr(align(32))]
    #[derive(Debug)]
    struct Wide([AtomicU64; 4]);
    // SAFETY: atomics of zero bytes are zero.
    unsafe impl Zeroable for Wide {}

    #[test]
    fn values_start_zero_aligned_and_writable() {
        for len in [1, 3, 1000, (64 << 20) / 32] {
            let a = ZeroedArray::<Wide>::new(len).unwrap();
            assert_eq!(a.len(), len);
            assert_eq!(a.as_ptr() as usize % 32, 0);
            assert!(a
                .iter()
                .step_by(97)
                .all(|w| w.0.iter().all(|x| x.load(Relaxed) == 0)));
            a[len - 1].0[3].store(7, Relaxed);
            assert_eq!(a[len - 1].0[3].load(Relaxed), 7);
        }
    }

    #[test]
    fn an_impossible_size_is_an_error_not_an_abort() {
        let e = ZeroedArray::<Wide>::new(usize::MAX / 64).unwrap_err();
        assert!(e.to_string().starts_with("cannot allocate "), "{e}");
        // Larger than any address space: the allocator refuses.
        assert!(ZeroedArray::<Wide>::new(1 << 58).is_err());
    }
}
