//! The PGN tokeniser: tag pairs, move numbers, move texts, `{}` and `;` comments, NAGs and
//! `!?` suffixes, variations, `%` escape lines and game results, each with its line number so
//! an error can name where it is.
//!
//! Hand-written rather than `pgn-reader`: that crate is GPL-3.0 (this workspace is MIT or
//! Apache-2.0) and hands moves over as chess-only SAN values, which cannot hold xiangqi's
//! `A10e9` or a variant's coordinate moves. The PGN grammar (PGN standard, section 8) is small.

use std::fmt;

/// One PGN token.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Token {
    /// `[Name "value"]`, the value unescaped.
    Tag(String, String),
    /// A move text (`Nf3`, `Che3`, `e2e4`) with its `!`/`?` suffix removed.
    Move(String),
    /// `{ ... }` or `; ...`, trimmed.
    Comment(String),
    /// `(`: a variation starts.
    Open,
    /// `)`: a variation ends.
    Close,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    Result(String),
}

/// A token and the line (from 1) where it starts.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Located {
    pub token: Token,
    pub line: usize,
}

/// A PGN text that cannot be tokenised: what is wrong and on which line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LexError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for LexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// Characters that end a move or symbol token.
fn ends_symbol(c: char) -> bool {
    c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | '[' | ']' | ';' | '$')
}

/// Splits `text` into tokens. Move numbers (`12.`, `12...`), NAGs (`$1`) and move suffixes
/// (`!`, `?!`) are dropped: they carry nothing a replay needs.
pub fn tokenize(text: &str) -> Result<Vec<Located>, LexError> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let mut line_start = true;
    let error = |line, message: String| Err(LexError { line, message });
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            line_start = true;
            i += 1;
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let at_line_start = std::mem::replace(&mut line_start, false);
        let start_line = line;
        let push = |tokens: &mut Vec<Located>, token| {
            tokens.push(Located {
                token,
                line: start_line,
            })
        };
        match c {
            '%' if at_line_start => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            ';' => {
                let begin = i + 1;
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                let body: String = chars[begin..i].iter().collect();
                push(&mut tokens, Token::Comment(body.trim().to_string()));
            }
            '{' => {
                let begin = i + 1;
                i += 1;
                while i < chars.len() && chars[i] != '}' {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
                if i == chars.len() {
                    return error(start_line, "a comment '{' is never closed by '}'".into());
                }
                let body: String = chars[begin..i].iter().collect();
                push(&mut tokens, Token::Comment(body.trim().to_string()));
                i += 1;
            }
            '(' => {
                push(&mut tokens, Token::Open);
                i += 1;
            }
            ')' => {
                push(&mut tokens, Token::Close);
                i += 1;
            }
            '[' => {
                let (tag, next) = read_tag(&chars, i).map_err(|message| LexError {
                    line: start_line,
                    message,
                })?;
                push(&mut tokens, tag);
                i = next;
            }
            '$' => {
                i += 1;
                let begin = i;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                if i == begin {
                    return error(start_line, "'$' is not followed by a NAG number".into());
                }
            }
            _ => {
                let begin = i;
                while i < chars.len() && !ends_symbol(chars[i]) {
                    i += 1;
                }
                let word: String = chars[begin..i].iter().collect();
                if word.starts_with(['}', ']']) {
                    return error(start_line, format!("unexpected '{word}'"));
                }
                for token in split_word(&word) {
                    push(&mut tokens, token);
                }
            }
        }
    }
    Ok(tokens)
}

/// A symbol run: a result, a move number (possibly glued to its move, `12.e4`), a move with
/// its suffix, or a bare suffix (`!!` written apart).
fn split_word(word: &str) -> Vec<Token> {
    if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") {
        return vec![Token::Result(word.to_string())];
    }
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let rest = if digits > 0 && word[digits..].starts_with('.') {
        word[digits..].trim_start_matches('.')
    } else {
        word
    };
    let core = rest.trim_end_matches(['!', '?']);
    if core.is_empty() {
        Vec::new()
    } else {
        vec![Token::Move(core.to_string())]
    }
}

/// Reads `[Name "value"]` from `start` (at the `[`); returns the tag and the index after `]`.
fn read_tag(chars: &[char], start: usize) -> Result<(Token, usize), String> {
    let mut i = start + 1;
    let skip_spaces = |i: &mut usize| {
        while *i < chars.len() && matches!(chars[*i], ' ' | '\t') {
            *i += 1;
        }
    };
    skip_spaces(&mut i);
    let name_start = i;
    while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
        i += 1;
    }
    let name: String = chars[name_start..i].iter().collect();
    if name.is_empty() {
        return Err("a tag '[' is not followed by a tag name".into());
    }
    skip_spaces(&mut i);
    if chars.get(i) != Some(&'"') {
        return Err(format!("tag [{name}: the value must be a quoted string"));
    }
    i += 1;
    let mut value = String::new();
    loop {
        match chars.get(i) {
            None | Some('\n') => {
                return Err(format!("tag [{name}: the value's '\"' is never closed"))
            }
            Some('\\') if matches!(chars.get(i + 1), Some('"' | '\\')) => {
                value.push(chars[i + 1]);
                i += 2;
            }
            Some('"') => break,
            Some(&c) => {
                value.push(c);
                i += 1;
            }
        }
    }
    i += 1;
    skip_spaces(&mut i);
    if chars.get(i) != Some(&']') {
        return Err(format!(
            "tag [{name} \"{value}\": ']' expected after the value"
        ));
    }
    Ok((Token::Tag(name, value), i + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Vec<Token> {
        tokenize(text)
            .unwrap()
            .into_iter()
            .map(|t| t.token)
            .collect()
    }

    #[test]
    fn reads_the_parts_of_a_game() {
        let text = "[Event \"a \\\"b\\\"\"]\n%escaped line\n1.e4 e5!? $1 2. Nf3 {a\ncomment} \
                    (2. f4 exf4) ; rest\n2... Nc6 1/2-1/2";
        let m = |s: &str| Token::Move(s.into());
        assert_eq!(
            tokens(text),
            vec![
                Token::Tag("Event".into(), "a \"b\"".into()),
                m("e4"),
                m("e5"),
                m("Nf3"),
                Token::Comment("a\ncomment".into()),
                Token::Open,
                m("f4"),
                m("exf4"),
                Token::Close,
                Token::Comment("rest".into()),
                m("Nc6"),
                Token::Result("1/2-1/2".into()),
            ]
        );
    }

    #[test]
    fn lines_are_counted_through_comments() {
        let located = tokenize("1. e4 {one\ntwo}\n\ne5").unwrap();
        assert_eq!(located.last().unwrap().line, 4);
    }

    #[test]
    fn errors_name_the_line() {
        let e = tokenize("[Event \"x\"]\n1. e4 { never closed").unwrap_err();
        assert_eq!(e.line, 2);
        assert!(e.message.contains("never closed"), "{e}");
        let e = tokenize("\n[Event x]").unwrap_err();
        assert_eq!((e.line, e.message.contains("quoted")), (2, true), "{e}");
    }
}
