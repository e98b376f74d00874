package firstperson

import (
	"strings"
	"testing"
)

func TestReadMap(t *testing.T) {
	m, errs := ReadMap("a.map", []byte("; a room\n1X111\n1v1g1\n1.D.1\n1a1h1\n11111\n\n"))
	if len(errs) > 0 || m == nil {
		t.Fatalf("errors %v", errs)
	}
	if m.Width != 5 || m.Height != 5 || m.StartX != 1 || m.StartY != 1 || m.StartAngle != halfPi {
		t.Errorf("map %dx%d start (%d,%d) facing %v, want 5x5 from (1,1) facing south", m.Width, m.Height, m.StartX, m.StartY, m.StartAngle)
	}
	if m.Cells[2*5+2] != CellDoor || m.Cells[0] != CellWall1 || m.Cells[1*5+2] != CellWall1 || m.Cells[2*5+1] != CellFloor {
		t.Errorf("cells %v", m.Cells)
	}
	want := []MapThing{{ThingGuard, 3, 1}, {ThingAmmo, 1, 3}, {ThingHealth, 3, 3}}
	if len(m.Things) != len(want) {
		t.Fatalf("things %v, want %v", m.Things, want)
	}
	for i := range want {
		if m.Things[i] != want[i] {
			t.Errorf("thing %d is %v, want %v", i, m.Things[i], want[i])
		}
	}
}

// TestReadMapMistakes: each mistake names file:line:col, and the map still
// plays where it can.
func TestReadMapMistakes(t *testing.T) {
	for _, c := range []struct {
		src   string
		want  []string
		plays bool
	}{
		{"1X11\n1>Z1\n1111", []string{`m:2:3: unknown cell 'Z'`}, true},
		{"1X11\n1>.1\n1..\n1111", []string{"m:3:4: an open cell on the map's edge"}, true},
		{"1X111\n1>.>1\n11111", []string{"m:2:4: a second start"}, true},
		{"1X111\n1>D.1\n1...1\n11111", []string{"m:2:3: a door needs walls"}, true},
		{"; no exit\n1111\n1>.1\n1111", []string{"m:2:1: the map has no exit"}, true},
		{"11111\n1>1.X\n11111", []string{"m:2:5: no exit can be reached"}, true},
		{"1111X1\n1>o.11\n111111", []string{"m:1:5: no exit can be reached"}, true},
		{"1111111\n1>1R1.X\n1.1.1.1\n1...R.1\n1111111", []string{"m:2:7: no exit can be reached"}, true},
		{"1111111\n1>1R1.X\n1r1.1.1\n1...R.1\n1111111", nil, true},
		{"11111\n1r1.X\n1.B.1\n1>1b1\n11111", []string{"m:2:5: no exit can be reached"}, true},
		{"11111\n1b1.X\n1.B.1\n1>1.1\n11111", nil, true},
		{"; no start\n111\n1.1\n111", []string{"m:1:1: the map has no start"}, false},
		{"", []string{"m:1:1: the map has no rows"}, false},
		{"1>" + strings.Repeat(".", MaxMapSide) + "1", []string{"more than 256 a side"}, false},
	} {
		m, errs := ReadMap("m", []byte(c.src))
		if (m != nil) != c.plays {
			t.Errorf("%q: map %v, want playable %v", c.src, m != nil, c.plays)
		}
		if len(errs) != len(c.want) {
			t.Errorf("%q: errors %v, want %d", c.src, errs, len(c.want))
			continue
		}
		for i, w := range c.want {
			if !strings.Contains(errs[i].Error(), w) {
				t.Errorf("%q: error %q, want it to say %q", c.src, errs[i], w)
			}
		}
	}
}

// FuzzReadMap: any bytes read without a panic, and a map read is one the
// game can play: its size, cells in range, a walled edge, the start on a
// floor cell and things on floor cells.
func FuzzReadMap(f *testing.F) {
	f.Add([]byte("11111\n1>.g1\n1.D.1\n1arh1\n11111\n"))
	f.Add([]byte("1111\n1>R\n1bX1\n"))
	f.Add([]byte(";x\n\n\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, _ := ReadMap("f", src)
		if m == nil {
			return
		}
		if len(m.Cells) != m.Width*m.Height || m.Width > MaxMapSide || m.Height > MaxMapSide {
			t.Fatalf("a %dx%d map with %d cells", m.Width, m.Height, len(m.Cells))
		}
		for i, k := range m.Cells {
			x, y := i%m.Width, i/m.Width
			if k >= numCells || (x == 0 || y == 0 || x == m.Width-1 || y == m.Height-1) && (!solid(k) || isDoor(k)) {
				t.Fatalf("cell (%d,%d) is %d", x, y, k)
			}
		}
		if m.Cells[m.StartY*m.Width+m.StartX] != CellFloor {
			t.Fatalf("the start (%d,%d) is not floor", m.StartX, m.StartY)
		}
		for _, th := range m.Things {
			if m.Cells[th.Y*m.Width+th.X] != CellFloor {
				t.Fatalf("thing %v is not on floor", th)
			}
		}
	})
}
