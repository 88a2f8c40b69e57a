//! Node kinds as types, so the compiler builds one specialised search per kind.

/// What kind of node is being searched. Constants, not flags: every `if NT::PV` is resolved
/// at compile time.
pub(crate) trait NodeType {
    /// A principal-variation node: open window, exact scores wanted, no risky pruning.
    const PV: bool;
    /// The root: moves come from the root move list, no draw or TT cut-offs.
    const ROOT: bool;
}

/// The root of the search tree.
pub(crate) struct Root;
/// A node on the principal variation.
pub(crate) struct Pv;
/// Every other node: searched with a null window, expected to fail high or low.
pub(crate) struct NonPv;

impl NodeType for Root {
    const PV: bool = true;
    const ROOT: bool = true;
}
impl NodeType for Pv {
    const PV: bool = true;
    const ROOT: bool = false;
}
impl NodeType for NonPv {
    const PV: bool = false;
    const ROOT: bool = false;
}
