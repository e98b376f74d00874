package firstperson

import (
	"math"
	"strings"
	"testing"
)

// levelOf makes a level of the map rows given (only the cells: '1' walls,
// 'D' doors, 'X' the exit, anything else floor).
func levelOf(rows ...string) *Level {
	l := &Level{Width: len(rows[0]), Height: len(rows)}
	for y, r := range rows {
		for x := range r {
			k := cellChars[r[x]]
			l.Cells = append(l.Cells, k)
			if isDoor(k) {
				l.Doors = append(l.Doors, Door{Cell: y*l.Width + x})
			}
		}
	}
	return l
}

// TestCastDistances checks the DDA against distances worked out by hand.
func TestCastDistances(t *testing.T) {
	room := levelOf("11111", "1...1", "1...1", "1...1", "11111")
	for _, c := range []struct {
		name           string
		px, py, rx, ry float64
		dist           float64
		side, x, y     int
		u              float64
	}{
		// east from x 1.5: the wall's face is at x 4, 2.5 away; the ray
		// meets it at y 2.5, the middle of the face.
		{"east", 1.5, 2.5, 1, 0, 2.5, 0, 4, 2, 0.5},
		// north from y 2.5: the face at y 1 is 1.5 away, at x 2.25: seen
		// from below, the face's left is x 3, so u is 1 - 0.25.
		{"north", 2.25, 2.5, 0, -1, 1.5, 1, 2, 0, 0.75},
		// (1, 0.5) from (1.5, 1.5) crosses x 2 at t 0.5, y 2 at t 1, x 3
		// at t 1.5 and meets x 4 at t 2.5, y 2.75 (in units of the
		// direction's length, as a camera ray's perpendicular distance).
		{"slant", 1.5, 1.5, 1, 0.5, 2.5, 0, 4, 2, 0.25},
		// west from x 3.9: the face at x 1 is 2.9 away.
		{"west", 3.9, 3.5, -1, 0, 2.9, 0, 0, 3, 0.5},
	} {
		h, ok := room.Cast(c.px, c.py, c.rx, c.ry, 100)
		if !ok {
			t.Errorf("%s: no hit", c.name)
			continue
		}
		if math.Abs(h.Dist-c.dist) > 1e-12 || h.Side != c.side || h.Cell != c.y*5+c.x || math.Abs(h.U-c.u) > 1e-12 {
			t.Errorf("%s: hit %+v, want distance %v side %d cell (%d,%d) u %v", c.name, h, c.dist, c.side, c.x, c.y, c.u)
		}
	}
	if _, ok := room.Cast(1.5, 2.5, 1, 0, 2); ok {
		t.Error("a ray of reach 2 met the wall 2.5 away")
	}
}

// TestCastDoors: a door stands in the middle of its cell and the ray
// passes its opened part; the walls beside it are its frame.
func TestCastDoors(t *testing.T) {
	l := levelOf("1111111", "1111111", "1..D..1", "1111111", "1111111")
	h, ok := l.Cast(1.5, 2.5, 1, 0, 100)
	if !ok || h.Dist != 2 || !isDoor(h.Kind) || h.U != 0.5 {
		t.Errorf("a shut door: hit %+v, want the door 2 away (x 3.5) at u 0.5", h)
	}
	l.Doors[0].Open = 0.4
	if h, _ = l.Cast(1.5, 2.5, 1, 0, 100); h.Dist != 2 || math.Abs(h.U-0.1) > 1e-12 {
		t.Errorf("a door 0.4 open met at 0.5: hit %+v, want 2 away at u 0.1", h)
	}
	l.Doors[0].Open = 0.6
	if h, _ = l.Cast(1.5, 2.5, 1, 0, 100); h.Dist != 4.5 || isDoor(h.Kind) {
		t.Errorf("a door 0.6 open met at 0.5: hit %+v, want the wall 4.5 away", h)
	}
	if h, _ = l.Cast(3.2, 2.5, 0, -1, 100); !h.Jamb || h.Dist != 0.5 {
		t.Errorf("north from inside the door: hit %+v, want the frame 0.5 away", h)
	}
	if h, _ = l.Cast(1.5, 2.5, 0, -1, 100); h.Jamb {
		t.Errorf("north away from the door: hit %+v is not a frame", h)
	}
}

// TestSeesAndHitscan: a guard sees the player when no wall or shut door is
// between, and a shot hits the nearest guard in line, not one behind a
// wall.
func TestSeesAndHitscan(t *testing.T) {
	l := levelOf("111111111", "1.......1", "1111D1111", "1.......1", "111111111")
	l.X, l.Y = 1.5, 1.5
	l.Enemies = []Enemy{{X: 6.5, Y: 1.5, HP: 25}, {X: 4.5, Y: 1.6, HP: 25}, {X: 4.5, Y: 3.5, HP: 25}}
	if !l.Sees(6.5, 1.5) || l.Sees(4.5, 3.5) {
		t.Error("sight: want the guard in the room seen, the one behind the wall not")
	}
	if i, ok := l.Hitscan(1.5, 1.5, 0, ShotRange); !ok || i != 1 {
		t.Errorf("a shot east hit %d, %v; want the nearer guard 1", i, ok)
	}
	l.Enemies[1].State = EnemyDead
	if i, ok := l.Hitscan(1.5, 1.5, 0, ShotRange); !ok || i != 0 {
		t.Errorf("with guard 1 dead a shot east hit %d, %v; want guard 0", i, ok)
	}
	if _, ok := l.Hitscan(1.5, 1.5, 0, 4); ok {
		t.Error("a shot of reach 4 hit a guard 5 away")
	}
	// through the door to the guard below: shut, then open
	l.X, l.Y = 4.5, 1.2
	if l.Sees(4.5, 3.5) {
		t.Error("a guard seen through a shut door")
	}
	if _, ok := l.Hitscan(4.5, 1.2, halfPi, ShotRange); ok {
		t.Error("a shot went through a shut door")
	}
	l.Doors[0].Open = 1
	if !l.Sees(4.5, 3.5) {
		t.Error("a guard not seen through an open door")
	}
	if i, ok := l.Hitscan(4.5, 1.2, halfPi, ShotRange); !ok || i != 2 {
		t.Errorf("a shot through the open door hit %d, %v; want guard 2", i, ok)
	}
	_ = strings.TrimSpace
}
