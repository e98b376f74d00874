package ebitenhost

import "testing"

// TestRestingCursor checks that a cursor counts only once it moves from where
// the first frame found it or a mouse button goes down, and from then on.
func TestRestingCursor(t *testing.T) {
	type frame struct {
		x, y   int
		button bool
		want   bool
	}
	for _, tc := range []struct {
		name   string
		frames []frame
	}{
		{"resting", []frame{{240, 150, false, false}, {240, 150, false, false}, {240, 150, false, false}}},
		{"moves", []frame{{240, 150, false, false}, {241, 150, false, true}, {240, 150, false, true}}},
		{"clicks", []frame{{240, 150, false, false}, {240, 150, true, true}, {240, 150, false, true}}},
		{"clicks at once", []frame{{10, 20, true, true}, {10, 20, false, true}}},
	} {
		var r restingCursor
		for i, f := range tc.frames {
			if got := r.known(f.x, f.y, f.button); got != f.want {
				t.Errorf("%s: frame %d: known(%d, %d, %v) = %v, want %v", tc.name, i, f.x, f.y, f.button, got, f.want)
			}
		}
	}
}
