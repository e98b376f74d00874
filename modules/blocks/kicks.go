package blocks

// SRS wall kicks. The Super Rotation System (the Tetris Guideline's rotation,
// Arika and The Tetris Company) tries up to five positions for a rotated
// piece, the first that fits wins. The kicks come from each piece's "offset
// data" (five offsets per rotation state): the kick of test i for a turn
// from state a to b is offset[a][i] - offset[b][i]. With the basic rotation
// about the bounding box's centre (Shape), the I piece's first test is not
// (0, 0), so every test of it is taken relative to its first; the result is
// the kick tables published on the Tetris wiki ("SRS", "Wall Kicks",
// tetris.wiki/Super_Rotation_System), which the tests compare against.
// O never kicks: its offsets only undo its turn about a corner, which the basic
// rotation of a 2 by 2 box does not make.

// KickTests is the number of positions SRS tries for a rotation.
const KickTests = 5

// offsetsJLSTZ and offsetsI are the SRS offset data, by rotation state
// (0, R, 2, L) then test, y up.
var (
	offsetsJLSTZ = [4][KickTests]Cell{
		{{0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}},
		{{0, 0}, {1, 0}, {1, -1}, {0, 2}, {1, 2}},
		{{0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}},
		{{0, 0}, {-1, 0}, {-1, -1}, {0, 2}, {-1, 2}},
	}
	offsetsI = [4][KickTests]Cell{
		{{0, 0}, {-1, 0}, {2, 0}, {-1, 0}, {2, 0}},
		{{-1, 0}, {0, 0}, {0, 0}, {0, 1}, {0, -2}},
		{{-1, 1}, {1, 1}, {-2, 1}, {1, 0}, {-2, 0}},
		{{0, 1}, {0, 1}, {0, 1}, {0, -1}, {0, 2}},
	}
)

// Kicks returns the positions SRS tries, in order, when kind k turns from
// state from to state to, as (dx, dy) moves of the piece, y up. It returns
// the single test (0, 0) for O and for a turn that is not a quarter turn.
func Kicks(k Kind, from, to Rotation) []Cell {
	from, to = from&3, to&3
	if k == KindO || (to != from.CW() && to != from.CCW()) {
		return []Cell{{0, 0}}
	}
	table := &offsetsJLSTZ
	if k == KindI {
		table = &offsetsI
	}
	out := make([]Cell, KickTests)
	a, b := table[from], table[to]
	base := Cell{a[0].X - b[0].X, a[0].Y - b[0].Y}
	for i := range out {
		out[i] = Cell{a[i].X - b[i].X - base.X, a[i].Y - b[i].Y - base.Y}
	}
	return out
}

// kickTable holds Kicks for every kind, state and direction, worked out once,
// so rotating allocates nothing: kickTable[k][from][dir], dir 0 clockwise and 1
// counter-clockwise.
var kickTable = func() (t [NumKinds][4][2][]Cell) {
	for k := KindI; k < NumKinds; k++ {
		for r := Rot0; r <= RotL; r++ {
			t[k][r][0] = Kicks(k, r, r.CW())
			t[k][r][1] = Kicks(k, r, r.CCW())
		}
	}
	return t
}()
