//! The GUI protocols of the `tetrarch` binary as a library: the binary serves them on its
//! standard input and output; fuzz targets and tests drive [`protocol::serve_capped`] in
//! memory with arbitrary bytes.

pub mod protocol;
pub mod signature;
