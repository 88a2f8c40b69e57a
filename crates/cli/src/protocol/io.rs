//! The engine's output channel: whole lines, flushed at once, from the I/O thread and the
//! search thread alike, never interleaved mid-line.

use std::io::Write;
use std::sync::{Arc, Mutex};

/// A cloneable line writer shared by the command loop and the search thread.
#[derive(Clone)]
pub struct Output {
    sink: Arc<Mutex<Box<dyn Write + Send>>>,
}

impl std::fmt::Debug for Output {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Output")
    }
}

impl Output {
    /// Lines go to standard output.
    pub fn stdout() -> Self {
        Self::new(Box::new(std::io::stdout()))
    }

    pub fn new(sink: Box<dyn Write + Send>) -> Self {
        Output {
            sink: Arc::new(Mutex::new(sink)),
        }
    }

    /// Writes one line and flushes. A closed pipe is ignored: the GUI has gone, and the
    /// command loop will see end of input and stop.
    pub fn line(&self, text: impl AsRef<str>) {
        self.lines(&[text.as_ref()]);
    }

    /// Writes several lines with nothing from another thread between them (XBoard's `move`
    /// and the result it causes must not be split by a `pong`).
    pub fn lines(&self, texts: &[&str]) {
        // A panic elsewhere cannot poison a write of whole lines; keep serving.
        let mut sink = self.sink.lock().unwrap_or_else(|e| e.into_inner());
        for text in texts {
            let _ = writeln!(sink, "{text}");
        }
        let _ = sink.flush();
    }
}

/// An in-memory sink for tests: everything written, as text.
#[cfg(test)]
#[derive(Clone, Default, Debug)]
pub struct Captured(pub Arc<Mutex<Vec<u8>>>);

#[cfg(test)]
impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
impl Captured {
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
    }
}
