//! Not yet written: see the open issue for this crate.
