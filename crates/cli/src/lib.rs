//! The GUI protocols of the `tetrarch` binary as a library: the binary serves them on its
//! standard input and output; fuzz targets and tests drive [`protocol::serve_capped`] in
//! memory with arbitrary bytes. [`signature`] is the bench run that both `tetrarch bench` and
//! UCI `bench` print.

pub mod protocol;
pub mod signature;
