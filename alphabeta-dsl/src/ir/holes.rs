//! The holes of a board: cells of its rectangle that are off the board.

/// The cells of a rectangle (or hex rhombus) left off the board by
/// `without`: one bit per cell index `col + row * width`, bit `c % 64` of
/// word `c / 64`, enough words for the largest board (32 x 32). A hole
/// keeps its index, so steps stay one shift; the generated code puts these
/// words into the runtime's `Outline::Holes`, whose masks never hold a
/// hole, so no piece or stone ever stands on one, arrives on one or passes
/// through one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Holes([u64; 16]);

impl Holes {
    /// The holes at these cell indices (each below 1,024).
    pub fn of(cells: impl IntoIterator<Item = usize>) -> Holes {
        let mut words = [0u64; 16];
        for c in cells {
            words[c / 64] |= 1 << (c % 64);
        }
        Holes(words)
    }

    /// Whether `cell` is a hole.
    pub fn contains(&self, cell: usize) -> bool {
        self.0
            .get(cell / 64)
            .is_some_and(|w| (w >> (cell % 64)) & 1 == 1)
    }

    /// How many cells are holes.
    pub fn count(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the board has none.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The words that cover `cells` cell indices, for the generated grid.
    pub fn words(&self, cells: usize) -> &[u64] {
        &self.0[..cells.div_ceil(64)]
    }

    /// Whether `image` maps every hole to a hole (and so, being a
    /// bijection of the cells, every cell on the board to one on it).
    pub fn kept_by(&self, cells: usize, image: impl Fn(usize) -> usize) -> bool {
        (0..cells)
            .filter(|&c| self.contains(c))
            .all(|c| self.contains(image(c)))
    }

    /// ` without a1 b1 ...`, the holes by name for a summary of the rules;
    /// empty without holes.
    pub fn described(&self, width: usize, cells: usize) -> String {
        (0..cells)
            .filter(|&c| self.contains(c))
            .fold(String::new(), |mut out, c| {
                if out.is_empty() {
                    out.push_str(" without");
                }
                out.push(' ');
                out.push_str(&crate::vocab::cell_name(c % width, c / width));
                out
            })
    }
}
