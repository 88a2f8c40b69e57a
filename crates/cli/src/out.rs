//! Standard output for the subcommands: a reader that closes the pipe early
//! (`tetrarch bench | head -2`) ends the program quietly, as `cat` and Stockfish do, instead of
//! the panic `println!` raises on a broken pipe.

use std::io::{ErrorKind, Write};

/// Writes one line (or, with `newline` false, a prompt) to standard output and flushes it. On a
/// closed pipe the program exits at once with status 0: the reader has all it wanted. Any
/// other write error is reported once on standard error, then the program exits with status 1.
pub fn write(text: std::fmt::Arguments<'_>, newline: bool) {
    let mut stdout = std::io::stdout().lock();
    let result = stdout
        .write_fmt(text)
        .and_then(|()| {
            if newline {
                stdout.write_all(b"\n")
            } else {
                Ok(())
            }
        })
        .and_then(|()| stdout.flush());
    match result {
        Ok(()) => {}
        Err(e) if e.kind() == ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => {
            eprintln!("error: cannot write to standard output: {e}");
            std::process::exit(1);
        }
    }
}

/// `println!` that ends the program quietly when standard output is a closed pipe.
macro_rules! outln {
    () => { $crate::out::write(format_args!(""), true) };
    ($($arg:tt)*) => { $crate::out::write(format_args!($($arg)*), true) };
}

/// `print!` (then flush) that ends the program quietly when standard output is a closed pipe.
macro_rules! out {
    ($($arg:tt)*) => { $crate::out::write(format_args!($($arg)*), false) };
}

pub(crate) use {out, outln};
