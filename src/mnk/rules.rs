//! `Rules`: an m,n,k-game's board size, line length and variants (API reference "Bigger boards"), checked once, with
//! the four presets.

use core::fmt;

/// The rules of an m,n,k-game: `rows` × `cols` cells, `k` in a row wins; `gravity` drops a
/// mark to the lowest empty cell of its column (Connect Four); `misere` makes completing k
/// in a row lose. Always within 3 ≤ rows, cols ≤ 15 and 3 ≤ k ≤ max(rows, cols).
///
/// ```
/// # use oxo_ai::mnk::Rules;
/// let four = Rules::new(6, 7, 4).unwrap().with_gravity(true);
/// assert_eq!(four, Rules::CONNECT_FOUR);
/// assert!(Rules::new(3, 3, 4).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    rows: u8,
    cols: u8,
    k: u8,
    gravity: bool,
    misere: bool,
}

impl Rules {
    pub const TIC_TAC_TOE: Rules = Rules { rows: 3, cols: 3, k: 3, gravity: false, misere: false };
    pub const FOUR_BY_FOUR: Rules = Rules { rows: 4, cols: 4, k: 4, gravity: false, misere: false };
    pub const CONNECT_FOUR: Rules = Rules { rows: 6, cols: 7, k: 4, gravity: true, misere: false };
    pub const GOMOKU: Rules = Rules { rows: 15, cols: 15, k: 5, gravity: false, misere: false };

    /// Smallest and largest side.
    pub const SIDES: core::ops::RangeInclusive<u32> = 3..=15;

    /// Plain rules (no gravity, not misère) for a `rows` × `cols` board with `k` in a row.
    ///
    /// # Errors
    /// [`RulesError`] (`INVALID_OPTION`) when a side is outside 3..=15 or `k` outside
    /// 3..=max(rows, cols).
    pub fn new(rows: u32, cols: u32, k: u32) -> Result<Rules, RulesError> {
        let side = |name, value: u32| match u8::try_from(value) {
            Ok(v) if Rules::SIDES.contains(&value) => Ok(v),
            _ => Err(RulesError::Side { name, value }),
        };
        let (rows, cols) = (side("rows", rows)?, side("cols", cols)?);
        let longest = rows.max(cols);
        match u8::try_from(k) {
            Ok(k) if (3..=longest).contains(&k) => Ok(Rules { rows, cols, k, gravity: false, misere: false }),
            _ => Err(RulesError::K { k, longest }),
        }
    }

    pub const fn with_gravity(self, gravity: bool) -> Rules {
        Rules { gravity, ..self }
    }

    pub const fn with_misere(self, misere: bool) -> Rules {
        Rules { misere, ..self }
    }

    pub const fn rows(self) -> u8 {
        self.rows
    }

    pub const fn cols(self) -> u8 {
        self.cols
    }

    pub const fn k(self) -> u8 {
        self.k
    }

    pub const fn gravity(self) -> bool {
        self.gravity
    }

    pub const fn misere(self) -> bool {
        self.misere
    }

    /// rows × cols.
    pub const fn cells(self) -> u32 {
        self.rows as u32 * self.cols as u32
    }
}

impl fmt::Display for Rules {
    /// "6x7, 4 in a row, gravity".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}, {} in a row", self.rows, self.cols, self.k)?;
        if self.gravity {
            f.write_str(", gravity")?;
        }
        if self.misere {
            f.write_str(", misere")?;
        }
        Ok(())
    }
}

/// Rules out of range: `INVALID_OPTION`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// `rows` or `cols` outside 3..=15.
    Side { name: &'static str, value: u32 },
    /// `k` outside 3..=`longest`, the longer side.
    K { k: u32, longest: u8 },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_pass_their_own_checks() {
        for preset in [Rules::TIC_TAC_TOE, Rules::FOUR_BY_FOUR, Rules::CONNECT_FOUR, Rules::GOMOKU] {
            let checked = Rules::new(preset.rows().into(), preset.cols().into(), preset.k().into()).unwrap();
            assert_eq!(checked.with_gravity(preset.gravity()), preset);
        }
    }
}
