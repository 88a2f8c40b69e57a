//! Lines typed by a person: with line editing and history (`rustyline`) on a terminal, plain
//! line reads when standard input is a pipe or a file (the tests drive `play` that way).

use crate::out::out;
use crate::CliError;
use rustyline::error::ReadlineError;
use std::io::{BufRead, IsTerminal};

/// Where the lines come from.
pub enum LineInput {
    Terminal(Box<rustyline::DefaultEditor>),
    Piped(std::io::StdinLock<'static>),
}

impl std::fmt::Debug for LineInput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            LineInput::Terminal(_) => "LineInput::Terminal",
            LineInput::Piped(_) => "LineInput::Piped",
        })
    }
}

impl LineInput {
    /// The line editor when both standard input and output are a terminal, else plain reads.
    pub fn new() -> LineInput {
        if std::io::stdin().is_terminal() && std::io::stdout().is_terminal() {
            if let Ok(editor) = rustyline::DefaultEditor::new() {
                return LineInput::Terminal(Box::new(editor));
            }
        }
        LineInput::Piped(std::io::stdin().lock())
    }

    /// The next line after `prompt`, without its line end; `None` at the end of input (or
    /// Ctrl-C / Ctrl-D on a terminal).
    pub fn read(&mut self, prompt: &str) -> Result<Option<String>, CliError> {
        match self {
            LineInput::Terminal(editor) => match editor.readline(prompt) {
                Ok(line) => {
                    if !line.trim().is_empty() {
                        let _ = editor.add_history_entry(line.as_str());
                    }
                    Ok(Some(line))
                }
                Err(ReadlineError::Eof | ReadlineError::Interrupted) => Ok(None),
                Err(e) => Err(CliError(format!("cannot read the terminal: {e}"))),
            },
            LineInput::Piped(input) => {
                out!("{prompt}");
                let mut line = String::new();
                if input.read_line(&mut line)? == 0 {
                    return Ok(None);
                }
                Ok(Some(line))
            }
        }
    }
}
