package dungeon

import (
	"slices"
	"testing"

	"github.com/griffengine/griff/runtime/grid"
)

// TestGenerateIsTheSameForTheSameSeed: a floor depends on its seed and
// depth only; other depths and seeds give other floors.
func TestGenerateIsTheSameForTheSameSeed(t *testing.T) {
	a, b := Generate(42, 3, 48, 28), Generate(42, 3, 48, 28)
	if !slices.Equal(a.Tiles, b.Tiles) || !slices.Equal(a.Rooms, b.Rooms) || a.Start != b.Start || a.Stairs != b.Stairs {
		t.Fatal("two floors of one seed and depth differ")
	}
	if c := Generate(42, 4, 48, 28); slices.Equal(a.Tiles, c.Tiles) {
		t.Error("floors 3 and 4 of a seed are the same")
	}
	if c := Generate(43, 3, 48, 28); slices.Equal(a.Tiles, c.Tiles) {
		t.Error("floor 3 of seeds 42 and 43 is the same")
	}
}

// TestFloorsAreWhole checks many floors: rooms inside the map, apart from
// each other; the edge never walkable; every room, the start and the
// stairs reachable from the start; every wall next to a floor and every
// floor cell enclosed by walls (no floor next to rock).
func TestFloorsAreWhole(t *testing.T) {
	for seed := range uint64(60) {
		for _, size := range [][2]int{{48, 28}, {16, 16}, {80, 50}} {
			f := Generate(seed*7919+1, int(seed%5)+1, size[0], size[1])
			if len(f.Rooms) < 2 {
				t.Errorf("seed %d %v: %d rooms", seed, size, len(f.Rooms))
			}
			for i, r := range f.Rooms {
				if r.X < 1 || r.Y < 1 || r.X+r.W > f.Width-1 || r.Y+r.H > f.Height-1 {
					t.Errorf("seed %d: room %v leaves the map", seed, r)
				}
				for _, o := range f.Rooms[:i] {
					if r.overlaps(o) {
						t.Errorf("seed %d: rooms %v and %v touch", seed, r, o)
					}
				}
			}
			dist := f.Distances(f.Start)
			for _, r := range f.Rooms {
				if dist[f.index(r.Center())] < 0 {
					t.Errorf("seed %d %v: room %v cannot be reached", seed, size, r)
				}
			}
			if f.At(f.Stairs) != TileStairs || dist[f.index(f.Stairs)] <= 0 {
				t.Errorf("seed %d %v: stairs at %v (%v), %d steps away", seed, size, f.Stairs, f.At(f.Stairs), dist[f.index(f.Stairs)])
			}
			for y := range f.Height {
				for x := range f.Width {
					c := grid.C(x, y)
					edge := x == 0 || y == 0 || x == f.Width-1 || y == f.Height-1
					if edge && f.At(c).Open() {
						t.Fatalf("seed %d: the edge cell %v is open", seed, c)
					}
					if f.At(c) == TileRock && nextToOpen(&f, c) {
						t.Fatalf("seed %d: rock at %v next to a floor", seed, c)
					}
					if f.At(c) == TileWall && !nextToOpen(&f, c) {
						t.Fatalf("seed %d: wall at %v next to no floor", seed, c)
					}
				}
			}
		}
	}
}

func nextToOpen(f *Floor, c grid.Cell) bool {
	for _, d := range neighbours {
		if f.At(grid.C(c.X()+d[0], c.Y()+d[1])).Open() {
			return true
		}
	}
	return false
}

// TestStairsAreFarthest: the stairs are in the room farthest from the
// start by walking.
func TestStairsAreFarthest(t *testing.T) {
	for seed := range uint64(20) {
		f := Generate(seed+100, 1, 48, 28)
		dist := f.Distances(f.Start)
		for _, r := range f.Rooms {
			if d := dist[f.index(r.Center())]; d > dist[f.index(f.Stairs)] {
				t.Errorf("seed %d: room %v is %d steps away, the stairs only %d", seed, r, d, dist[f.index(f.Stairs)])
			}
		}
	}
}

// BenchmarkGenerate makes the template's floor (48×28).
func BenchmarkGenerate(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		Generate(uint64(i), 1, 48, 28)
	}
}
