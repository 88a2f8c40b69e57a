//! The endgame tables: the generator reproduces the committed files, every position follows
//! from its successors under the slow reference generator, a search without tables finds the
//! tables' mate distances, the figures docs/raumschach.md publishes, damaged files, and
//! directories read lazily (files checked at once, decoded on first use).

use std::path::PathBuf;
use tetrarch_hash::SplitMix64;
use tetrarch_movegen::{Color, Notation};
use tetrarch_raumschach::tablebase::{
    check_file, decode, encode, generate, position_text, read_table, verify_with_reference,
    Material, Tablebase, TablebaseError, TablebaseSet, TbValue,
};
use tetrarch_raumschach::{Piece, PieceKind, RaumschachPosition};
use tetrarch_search::{Limits, ScoreReport, SearchControl, Searcher};

fn table_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../data/tablebases/raumschach")
}

fn committed() -> TablebaseSet {
    TablebaseSet::load_dir(&table_dir()).expect("the committed tables load")
}

fn pawnless() -> Vec<Material> {
    Material::three_man()
        .into_iter()
        .filter(|m| !m.has_pawns())
        .collect()
}

#[test]
fn the_generator_reproduces_the_committed_pawnless_files_byte_for_byte() {
    let mut made = TablebaseSet::new();
    for material in pawnless() {
        let table = generate(&material, &made, &mut |_| {}).unwrap();
        let file = std::fs::read(table_dir().join(format!("{}.rtb", material.name()))).unwrap();
        assert!(
            encode(&table) == file,
            "{} differs from its file",
            material.name()
        );
        made.insert(table);
    }
}

#[test]
fn the_pawn_ending_needs_its_promotion_tables() {
    let kpk = Material::parse("KPvK").unwrap();
    let e = generate(&kpk, &TablebaseSet::new(), &mut |_| {}).unwrap_err();
    assert!(matches!(e, TablebaseError::MissingTable { .. }), "{e}");
    assert!(e.to_string().contains("needs the table KQvK"), "{e}");
    let e = generate(
        &Material::parse("KvKQ").unwrap(),
        &TablebaseSet::new(),
        &mut |_| {},
    )
    .unwrap_err();
    assert!(e.to_string().contains("ask for KQvK"), "{e}");
}

#[test]
fn every_kqk_position_and_samples_of_the_others_follow_from_the_reference_moves() {
    let set = committed();
    let kqk = Material::parse("KQvK").unwrap();
    let all = verify_with_reference(&set, &kqk, None, 0).unwrap();
    assert_eq!(all.mismatch_count, 0, "{:#?}", all.mismatches);
    assert_eq!(all.checked, 62_700);
    for material in Material::three_man() {
        let sample = verify_with_reference(&set, &material, Some(3000), 11).unwrap();
        assert_eq!(
            sample.mismatch_count,
            0,
            "{}: {:#?}",
            material.name(),
            sample.mismatches
        );
        assert_eq!(sample.checked, 3000);
    }
}

/// The figures docs/raumschach.md publishes ("Endgame tablebases").
/// A table's counts as the published rows read: positions, won, drawn and the longest win with
/// White to move; positions, lost, drawn and the longest loss with Black to move.
fn figures(t: &Tablebase) -> String {
    let s = t.statistics();
    format!(
        "wtm {} won {} drawn {} longest {}; btm {} lost {} drawn {} longest {}",
        s.positions[0],
        s.wins[0],
        s.draws[0],
        s.longest_win[0],
        s.positions[1],
        s.losses[1],
        s.draws[1],
        s.longest_loss[1]
    )
}

#[test]
fn the_published_figures() {
    let set = committed();
    let mut rows = Vec::new();
    for material in Material::three_man() {
        let t = set.get(&material).expect("every 3-man table is committed");
        let s = t.statistics();
        rows.push(format!("{}: {}", material.name(), figures(t)));
        assert_eq!(s.losses[0] + s.wins[1], 0, "the bare king never wins");
    }
    assert_eq!(
        rows,
        [
            "KQvK: wtm 1217768 won 1217768 drawn 0 longest 15; btm 1651644 lost 1451616 drawn 200028 longest 16",
            "KRvK: wtm 1492008 won 0 drawn 1492008 longest 0; btm 1651644 lost 0 drawn 1651644 longest 0",
            "KBvK: wtm 1461228 won 0 drawn 1461228 longest 0; btm 1651644 lost 0 drawn 1651644 longest 0",
            "KUvK: wtm 1567820 won 0 drawn 1567820 longest 0; btm 1651644 lost 0 drawn 1651644 longest 0",
            "KNvK: wtm 1500540 won 0 drawn 1500540 longest 0; btm 1651644 lost 0 drawn 1651644 longest 0",
            "KPvK: wtm 1543515 won 1106802 drawn 436713 longest 49; btm 1585650 lost 702949 drawn 882701 longest 48",
        ]
    );
}

/// Where the 4-man tables are: `RAUMSCHACH_TB4_DIR`, else beside the committed 3-man ones.
fn four_man_dir() -> PathBuf {
    std::env::var_os("RAUMSCHACH_TB4_DIR").map_or_else(table_dir, PathBuf::from)
}

/// The 4-man figures docs/raumschach.md publishes, for each table present: the tables are
/// made locally (2-11 MB each, KQvKP 88 MB, KUvKP 93 MB; not committed), so a missing one is skipped, loudly.
#[test]
fn the_published_four_man_figures() {
    let published = [
        ("KQvKB", "wtm 148895332 won 148760812 drawn 134520 longest 25; btm 178398120 lost 137736768 drawn 40661352 longest 26"),
        ("KBBvK", "wtm 78817656 won 93888 drawn 78723768 longest 13; btm 100750284 lost 6744 drawn 100743540 longest 12"),
        ("KQvKU", "wtm 148895332 won 148868196 drawn 27136 longest 19; btm 191313208 lost 159422216 drawn 31890992 longest 20"),
        ("KBNvK", "wtm 162210144 won 13584 drawn 162196560 longest 3; btm 201500568 lost 1680 drawn 201498888 longest 2"),
        ("KUUvK", "wtm 90785636 won 0 drawn 90785636 longest 0; btm 100750284 lost 0 drawn 100750284 longest 0"),
        ("KQQvK", "wtm 54782066 won 54782066 drawn 0 longest 9; btm 100750284 lost 100666980 drawn 83304 longest 16"),
        ("KRvKB", "wtm 182185140 won 0 drawn 182185140 longest 0; btm 178398120 lost 0 drawn 178398120 longest 0"),
        ("KUBvK", "wtm 169483552 won 0 drawn 169483552 longest 0; btm 201500568 lost 0 drawn 201500568 longest 0"),
        ("KQvKN", "wtm 148895332 won 147617692 drawn 1277640 longest 35; btm 183065880 lost 133480776 drawn 49585104 longest 36"),
        ("KNNvK", "wtm 83174352 won 3648 drawn 83170704 longest 1; btm 100750284 lost 336 drawn 100749948 longest 0"),
        ("KRvKN", "wtm 182185140 won 0 drawn 182185140 longest 0; btm 183065880 lost 0 drawn 183065880 longest 0"),
        ("KUNvK", "wtm 173925160 won 0 drawn 173925160 longest 0; btm 201500568 lost 0 drawn 201500568 longest 0"),
        ("KRvKU", "wtm 182185140 won 0 drawn 182185140 longest 0; btm 191313208 lost 0 drawn 191313208 longest 0"),
        ("KQBvK", "wtm 131669548 won 131669548 drawn 0 longest 15; btm 201500568 lost 179976984 drawn 21523584 longest 16"),
        ("KQNvK", "wtm 135551164 won 135551164 drawn 0 longest 15; btm 201500568 lost 179525208 drawn 21975360 longest 16"),
        ("KQvKR", "wtm 148895332 won 148782532 drawn 112800 longest 29; btm 182185140 lost 143790192 drawn 38394948 longest 30"),
        ("KRvKR", "wtm 182185140 won 0 drawn 182185140 longest 0; btm 182185140 lost 0 drawn 182185140 longest 0"),
        ("KQvKQ", "wtm 148895332 won 51075128 drawn 97500636 longest 19; btm 148895332 lost 319568 drawn 97500636 longest 18"),
        ("KRRvK", "wtm 82145190 won 664656 drawn 81480534 longest 19; btm 100750284 lost 48636 drawn 100701648 longest 18"),
        ("KQRvK", "wtm 134261932 won 134261932 drawn 0 longest 15; btm 201500568 lost 179377692 drawn 22122876 longest 16"),
        ("KQUvK", "wtm 141423316 won 141423316 drawn 0 longest 15; btm 201500568 lost 178452272 drawn 23048296 longest 16"),
        ("KRBvK", "wtm 161346924 won 935904 drawn 160411020 longest 25; btm 201500568 lost 65280 drawn 201435288 longest 24"),
        ("KRNvK", "wtm 165547620 won 632784 drawn 164914836 longest 31; btm 201500568 lost 39048 drawn 201461520 longest 30"),
        ("KRUvK", "wtm 172994908 won 0 drawn 172994908 longest 0; btm 201500568 lost 0 drawn 201500568 longest 0"),
        ("KBvKB", "wtm 178398120 won 0 drawn 178398120 longest 0; btm 178398120 lost 0 drawn 178398120 longest 0"),
        ("KNvKN", "wtm 183065880 won 0 drawn 183065880 longest 0; btm 183065880 lost 0 drawn 183065880 longest 0"),
        ("KUvKU", "wtm 191313208 won 0 drawn 191313208 longest 0; btm 191313208 lost 0 drawn 191313208 longest 0"),
        ("KBvKN", "wtm 178398120 won 0 drawn 178398120 longest 0; btm 183065880 lost 0 drawn 183065880 longest 0"),
        ("KUvKB", "wtm 191313208 won 0 drawn 191313208 longest 0; btm 178398120 lost 0 drawn 178398120 longest 0"),
        ("KUvKN", "wtm 191313208 won 0 drawn 191313208 longest 0; btm 183065880 lost 0 drawn 183065880 longest 0"),
        ("KQvKP", "wtm 142961464 won 140546698 drawn 2414766 longest 29; btm 188308830 lost 146237471 drawn 28773773 longest 30"),
        ("KRvKP", "wtm 174909522 won 0 drawn 169779940 longest 0; btm 188308830 lost 0 drawn 156496964 longest 0"),
        ("KBvKP", "wtm 171277468 won 0 drawn 164589328 longest 0; btm 188308830 lost 0 drawn 152766534 longest 0"),
        ("KNvKP", "wtm 175755168 won 0 drawn 170844257 longest 0; btm 188308830 lost 0 drawn 156165892 longest 0"),
        ("KUvKP", "wtm 183673074 won 0 drawn 147892779 longest 0; btm 188308830 lost 0 drawn 104573266 longest 0"),
        ("KPvKP", "wtm 180788384 won 60791280 drawn 96194476 longest 57; btm 180788384 lost 23802628 drawn 96194476 longest 58"),
        ("KPPvK", "wtm 87957022 won 86354184 drawn 1602838 longest 49; btm 92828724 lost 82341685 drawn 10487039 longest 50"),
        ("KQPvK", "wtm 139174344 won 139174344 drawn 0 longest 17; btm 193449300 lost 186285731 drawn 7163569 longest 50"),
        ("KRPvK", "wtm 170270272 won 164571408 drawn 5698864 longest 49; btm 193449300 lost 147886798 drawn 45562502 longest 50"),
        ("KBPvK", "wtm 166690728 won 160151724 drawn 6539004 longest 55; btm 193449300 lost 149354050 drawn 44095250 longest 56"),
        ("KNPvK", "wtm 171132938 won 163588925 drawn 7544013 longest 59; btm 193449300 lost 144541945 drawn 48907355 longest 58"),
        ("KUPvK", "wtm 178831004 won 159137715 drawn 19693289 longest 69; btm 193449300 lost 124212278 drawn 69237022 longest 70"),
    ];
    let dir = four_man_dir();
    let set = TablebaseSet::load_dir(&dir).expect("the 4-man directory loads");
    let mut missing = Vec::new();
    for (name, expected) in published {
        let material = Material::parse(name).unwrap();
        let Some(t) = set.get(&material) else {
            missing.push(format!("{name}.rtb"));
            continue;
        };
        assert_eq!(figures(t), expected, "{name}");
    }
    if !missing.is_empty() {
        eprintln!(
            "SKIPPED the 4-man figures of {} ending(s): no {} in {} (make them with `cargo xtask \
             tb --variant raumschach --men 4 --out DIR`, then RAUMSCHACH_TB4_DIR=DIR)",
            missing.len(),
            missing.join(", "),
            dir.display()
        );
    }
}

/// Random KQvK positions (either colour the stronger) and their table values.
fn kqk_samples(n: usize) -> Vec<(String, TbValue)> {
    let set = committed();
    let mut rng = SplitMix64(5);
    let mut out = Vec::new();
    while out.len() < n {
        let strong = Color::ALL[(rng.next() & 1) as usize];
        let side = Color::ALL[(rng.next() & 1) as usize];
        let cells: Vec<u8> = (0..3).map(|_| (rng.next() % 125) as u8).collect();
        if cells[0] == cells[1] || cells[0] == cells[2] || cells[1] == cells[2] {
            continue;
        }
        let pieces = [
            (cells[0], Piece::new(strong, PieceKind::King)),
            (cells[1], Piece::new(strong, PieceKind::Queen)),
            (cells[2], Piece::new(!strong, PieceKind::King)),
        ];
        let text = position_text(&pieces, side);
        let Ok(pos) = RaumschachPosition::from_text(&text) else {
            continue; // the side not to move in check
        };
        let v = set.probe(&pos).expect("a KQvK position");
        if matches!(v, TbValue::Win(n) | TbValue::Loss(n) if n <= 6) {
            out.push((text, v));
        }
    }
    out
}

#[test]
fn a_search_without_tables_finds_the_tables_mate_distances() {
    let control = SearchControl::new();
    for (text, value) in kqk_samples(24) {
        let pos = RaumschachPosition::from_text(&text).unwrap();
        let (plies, expected) = match value {
            TbValue::Win(n) => (n, ScoreReport::Mate(n.div_ceil(2) as i32)),
            TbValue::Loss(n) => (n, ScoreReport::Mate(-(n as i32) / 2)),
            TbValue::Draw => unreachable!(),
        };
        // Full width (no pruning or reductions): the minimax value to that depth.
        let mut searcher = Searcher::new(16);
        searcher.options_mut().selective = false;
        let limits = Limits {
            depth: Some(plies as i32 + 1),
            ..Limits::default()
        };
        let result = searcher.search(&pos, &limits, &control, &mut |_| {});
        assert_eq!(result.score, expected, "{text}: table {value:?}");
    }
}

#[test]
fn damaged_files_are_errors_that_name_the_fault() {
    let path = table_dir().join("KQvK.rtb");
    let good = std::fs::read(&path).unwrap();
    let table = decode(&good, "KQvK.rtb").unwrap();
    assert!(encode(&table) == good);

    let mut flipped = good.clone();
    flipped[40] ^= 1;
    let e = decode(&flipped, "x.rtb").unwrap_err().to_string();
    assert!(
        e.contains("x.rtb") && e.contains("checksum mismatch"),
        "{e}"
    );

    let e = decode(&good[..good.len() - 3], "x.rtb")
        .unwrap_err()
        .to_string();
    assert!(e.contains("checksum mismatch"), "{e}");

    let e = decode(b"not a table at all", "x.rtb")
        .unwrap_err()
        .to_string();
    assert!(e.contains("not a Raumschach table"), "{e}");

    let e = decode(&[], "x.rtb").unwrap_err().to_string();
    assert!(e.contains("not a Raumschach table"), "{e}");

    // A well-formed file under another ending's name.
    let dir = std::env::temp_dir().join(format!("tetrarch-rtb-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("KRvK.rtb"), &good).unwrap();
    let e = read_table(&dir.join("KRvK.rtb")).unwrap_err().to_string();
    assert!(
        e.contains("holds KQvK, so it must be named KQvK.rtb"),
        "{e}"
    );
    let e = TablebaseSet::load_dir(&dir).unwrap_err().to_string();
    assert!(e.contains("KRvK.rtb"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();

    let e = TablebaseSet::load_dir(&dir).unwrap_err().to_string();
    assert!(
        e.contains("tablebase directory") && e.contains("tetrarch-rtb-test"),
        "{e}"
    );
}

/// A scratch directory of this test process, removed by the caller.
fn scratch_dir(what: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tetrarch-rtb-{what}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_directory_is_checked_at_once_and_decoded_on_first_use() {
    let set = committed();
    // Locally made 4-man tables may sit beside the committed ones (ignored by git).
    let mut names: Vec<String> = set
        .materials()
        .filter(|m| m.men() == 3)
        .map(Material::name)
        .collect();
    names.sort();
    assert_eq!(names, ["KBvK", "KNvK", "KPvK", "KQvK", "KRvK", "KUvK"]);
    assert!(set.max_men() >= 3);
    assert_eq!(
        set.decoded().count(),
        0,
        "reading the directory decodes nothing"
    );

    let kqk = RaumschachPosition::from_text(
        "5/5/5/5/5|5/4Q/5/5/5|5/5/5/5/5|5/5/2k2/5/5|5/5/5/5/K4 w - - 0 1",
    )
    .unwrap();
    assert_eq!(set.probe(&kqk), Some(TbValue::Win(15)));
    let decoded: Vec<String> = set.decoded().map(Material::name).collect();
    assert_eq!(decoded, ["KQvK"], "only the ending probed is decoded");

    // The decoded table equals the one read eagerly.
    let eager = read_table(&table_dir().join("KQvK.rtb")).unwrap();
    let lazy = set.get(&Material::parse("KQvK").unwrap()).unwrap();
    assert!(encode(lazy) == encode(&eager));
    // An ending with no file gives nothing. The committed directory may hold every locally
    // made 4-man table (git ignores them), so the test reads a directory of KQvK alone.
    let dir = scratch_dir("alone");
    std::fs::copy(table_dir().join("KQvK.rtb"), dir.join("KQvK.rtb")).unwrap();
    let alone = TablebaseSet::load_dir(&dir).unwrap();
    assert!(alone.get(&Material::parse("KQvK").unwrap()).is_some());
    assert!(alone.get(&Material::parse("KRvK").unwrap()).is_none());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn threads_probing_at_once_decode_a_table_once_and_agree() {
    let set = committed();
    let kpk = "1K1k1/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/3P1 w - - 0 1";
    let pos = RaumschachPosition::from_text(kpk).unwrap();
    let values: Vec<Option<TbValue>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..4).map(|_| scope.spawn(|| set.probe(&pos))).collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert_eq!(values, vec![Some(TbValue::Win(49)); 4]);
    let decoded: Vec<String> = set.decoded().map(Material::name).collect();
    assert_eq!(decoded, ["KPvK"]);
}

#[test]
fn reading_a_directory_checks_every_file_without_decoding_it() {
    let good = std::fs::read(table_dir().join("KRvK.rtb")).unwrap();
    assert_eq!(
        check_file(&table_dir().join("KRvK.rtb")).unwrap().name(),
        "KRvK"
    );

    // One flipped bit deep in the run data: the checksum, streamed, finds it.
    let dir = scratch_dir("flip");
    let mut flipped = good.clone();
    let deep = good.len() - 100;
    flipped[deep] ^= 4;
    std::fs::write(dir.join("KRvK.rtb"), &flipped).unwrap();
    let e = TablebaseSet::load_dir(&dir).unwrap_err().to_string();
    assert!(
        e.contains("KRvK.rtb") && e.contains("checksum mismatch"),
        "{e}"
    );

    // Cut short, grown by a byte, or not a table at all.
    std::fs::write(dir.join("KRvK.rtb"), &good[..good.len() - 1]).unwrap();
    let e = TablebaseSet::load_dir(&dir).unwrap_err().to_string();
    assert!(e.contains("KRvK.rtb") && e.contains("checksum"), "{e}");
    let mut longer = good.clone();
    longer.push(0);
    std::fs::write(dir.join("KRvK.rtb"), &longer).unwrap();
    let e = TablebaseSet::load_dir(&dir).unwrap_err().to_string();
    assert!(e.contains("KRvK.rtb") && e.contains("checksum"), "{e}");
    for junk in [
        &b""[..],
        b"TRCH-RTB",
        b"TRCH-RTBxxxxxxxx",
        b"no table here, none at all",
    ] {
        std::fs::write(dir.join("KRvK.rtb"), junk).unwrap();
        let e = check_file(&dir.join("KRvK.rtb")).unwrap_err().to_string();
        assert!(e.contains("KRvK.rtb"), "{e}");
        assert!(
            e.contains("not a Raumschach table") || e.contains("checksum"),
            "{e}"
        );
    }

    // A header that lies about its run data, with a checksum that matches the lie.
    let mut lying = good[..good.len() - 8].to_vec();
    let name_len = lying[12] as usize;
    let data_len_at = 13 + name_len + 4;
    let data_len = u32::from_le_bytes(lying[data_len_at..data_len_at + 4].try_into().unwrap());
    lying[data_len_at..data_len_at + 4].copy_from_slice(&(data_len + 1).to_le_bytes());
    let sum = tetrarch_raumschach::tablebase::checksum(&lying);
    lying.extend_from_slice(&sum.to_le_bytes());
    std::fs::write(dir.join("KRvK.rtb"), &lying).unwrap();
    let e = check_file(&dir.join("KRvK.rtb")).unwrap_err().to_string();
    assert!(e.contains("KRvK.rtb") && e.contains("run data"), "{e}");
    let e = read_table(&dir.join("KRvK.rtb")).unwrap_err().to_string();
    assert!(e.contains("run data"), "{e}");

    // A good file under another ending's name.
    std::fs::write(dir.join("KRvK.rtb"), &good).unwrap();
    std::fs::rename(dir.join("KRvK.rtb"), dir.join("KBvK.rtb")).unwrap();
    let e = TablebaseSet::load_dir(&dir).unwrap_err().to_string();
    assert!(
        e.contains("KBvK.rtb") && e.contains("holds KRvK, so it must be named KRvK.rtb"),
        "{e}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_damaged_after_the_directory_was_read_is_an_absent_ending() {
    let dir = scratch_dir("later");
    for name in ["KQvK", "KRvK"] {
        let file = format!("{name}.rtb");
        std::fs::copy(table_dir().join(&file), dir.join(&file)).unwrap();
    }
    let set = TablebaseSet::load_dir(&dir).unwrap();
    let mut bytes = std::fs::read(dir.join("KQvK.rtb")).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 1;
    std::fs::write(dir.join("KQvK.rtb"), &bytes).unwrap();
    std::fs::remove_file(dir.join("KRvK.rtb")).unwrap();

    let kqk = RaumschachPosition::from_text(
        "5/5/5/5/5|5/4Q/5/5/5|5/5/5/5/5|5/5/2k2/5/5|5/5/5/5/K4 w - - 0 1",
    )
    .unwrap();
    assert_eq!(set.probe(&kqk), None);
    let e = set
        .try_get(&Material::parse("KQvK").unwrap())
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("KQvK.rtb") && e.contains("checksum mismatch"),
        "{e}"
    );
    let e = set
        .try_get(&Material::parse("KRvK").unwrap())
        .unwrap_err()
        .to_string();
    assert!(e.contains("KRvK.rtb"), "{e}");
    assert_eq!(set.decoded().count(), 0);
    // An ending the set never held is no error.
    assert!(set
        .try_get(&Material::parse("KBvK").unwrap())
        .unwrap()
        .is_none());
    std::fs::remove_dir_all(&dir).unwrap();
}
