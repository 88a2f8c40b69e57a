//! Writing tuned weights back into a game's `weights!` source: each `NAME: [N] = [ ... ];`
//! table's values are replaced in place, laid out as the table was (values per line), and
//! everything else in the file (docs, comments, other code) is kept.

use tetrarch::eval::Score;

use crate::Result;

/// `source` with the value list of each `(name, values)` table replaced.
pub fn rewrite_tables(source: &str, tables: &[(&str, Vec<Score>)]) -> Result<String> {
    let mut out = source.to_string();
    for (name, values) in tables {
        let header = format!("{name}: [{}] = [", values.len());
        let start = out
            .find(&header)
            .ok_or_else(|| format!("table '{header}' not found in the weights source"))?;
        let body_start = start + header.len();
        let body_len = out[body_start..]
            .find("];")
            .ok_or_else(|| format!("table {name}: no closing '];'"))?;
        let body = &out[body_start..body_start + body_len];
        let old = body.matches("s(").count();
        if old != values.len() {
            return Err(format!(
                "table {name}: the source has {old} values, the tuner {}",
                values.len()
            ));
        }
        // Keep the layout: as many values per line as the first line had, same indent.
        let first_line = body.lines().find(|l| l.contains("s(")).unwrap_or("");
        let per_line = first_line.matches("s(").count().max(1);
        let indent: String = first_line
            .chars()
            .take_while(|c| c.is_whitespace())
            .collect();
        let close_indent = indent.get(4..).unwrap_or("").to_string();
        let mut text = String::from("\n");
        for row in values.chunks(per_line) {
            let cells: Vec<String> = row
                .iter()
                .map(|s| format!("s({}, {}),", s.mg(), s.eg()))
                .collect();
            text.push_str(&format!("{indent}{}\n", cells.join(" ")));
        }
        text.push_str(&close_indent);
        out.replace_range(body_start..body_start + body_len, &text);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOURCE: &str = "weights! {\n    /// Doc.\n    A: [3] = [\n        s(1, 2), s(3, 4),\n        s(5, 6),\n    ];\n    B: [1] = [\n        s(0, 0),\n    ];\n}\n";

    #[test]
    fn values_are_replaced_in_place() {
        let new = rewrite_tables(
            SOURCE,
            &[(
                "A",
                vec![Score::new(-1, 9), Score::new(2, 2), Score::new(7, -7)],
            )],
        )
        .unwrap();
        assert_eq!(
            new,
            "weights! {\n    /// Doc.\n    A: [3] = [\n        s(-1, 9), s(2, 2),\n        s(7, -7),\n    ];\n    B: [1] = [\n        s(0, 0),\n    ];\n}\n"
        );
    }

    #[test]
    fn a_size_mismatch_is_an_error() {
        let e = rewrite_tables(SOURCE, &[("A", vec![Score::ZERO; 2])]).unwrap_err();
        assert!(e.contains("'A: [2] = ['"), "{e}");
    }
}
