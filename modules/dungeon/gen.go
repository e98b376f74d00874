package dungeon

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/grid"
)

// Tile is what a cell of a floor is.
type Tile uint8

// The tiles of a floor, in the order their numbers are saved.
const (
	// TileRock is solid rock: blocks movement and sight, drawn as nothing.
	TileRock Tile = iota
	// TileFloor is a room's or a corridor's floor.
	TileFloor
	// TileWall is rock next to a floor: blocks like rock, drawn as wall.
	TileWall
	// TileStairs leads down to the next floor (on the last floor, out of
	// the dungeon).
	TileStairs
)

// Room is a rectangle of floor cells: columns X to X+W-1, rows Y to Y+H-1.
type Room struct{ X, Y, W, H int }

// Center returns the room's middle cell (rounded up and left).
func (r Room) Center() grid.Cell { return grid.C(r.X+r.W/2, r.Y+r.H/2) }

// Has reports whether cell c is in the room.
func (r Room) Has(c grid.Cell) bool {
	return c.X() >= r.X && c.X() < r.X+r.W && c.Y() >= r.Y && c.Y() < r.Y+r.H
}

// overlaps reports whether r and o overlap or touch (no shared walls).
func (r Room) overlaps(o Room) bool {
	return r.X-1 <= o.X+o.W && o.X-1 <= r.X+r.W && r.Y-1 <= o.Y+o.H && o.Y-1 <= r.Y+r.H
}

// Floor is one generated floor: Width × Height tiles row by row (cell (x,
// y) at y*Width+x), its rooms in the order they were made, the hero's start
// (the first room's centre) and the stairs (the centre of the room farthest
// from the start by walking).
type Floor struct {
	Width, Height int
	Tiles         []Tile
	Rooms         []Room
	Start, Stairs grid.Cell
}

// The generator's numbers: room sizes in cells, placement tries, and the
// most rooms on a floor.
const (
	minRoomW, maxRoomW = 4, 10
	minRoomH, maxRoomH = 3, 6
	roomTries          = 80
	maxRooms           = 9
)

// MinFloorSize is the smallest Width and Height Generate accepts: a floor
// must hold at least two rooms.
const MinFloorSize = 16

// Generate makes floor number depth (from 1) of a run with seed: rooms
// placed at random without touching, each joined to the one made before it
// by an L-shaped corridor (so every room is reached), the walls around the
// floor cells, and the stairs in the room farthest from the start. It uses
// its own Rand seeded from seed and depth, so a floor is the same on every
// machine and does not depend on what else the game drew. Sizes below
// MinFloorSize are raised to it.
//
// The method is the classic one of Rogue (1980) and most tutorials since:
// rooms first, then corridors between consecutive rooms.
func Generate(seed uint64, depth, width, height int) Floor {
	width, height = max(width, MinFloorSize), max(height, MinFloorSize)
	r := griff.NewRand(seed ^ uint64(depth)*0x9e3779b97f4a7c15)
	f := Floor{Width: width, Height: height, Tiles: make([]Tile, width*height)}
	for range roomTries {
		if len(f.Rooms) == maxRooms {
			break
		}
		w, h := r.IntRange(minRoomW, maxRoomW), r.IntRange(minRoomH, maxRoomH)
		room := Room{X: r.IntRange(1, width-w-1), Y: r.IntRange(1, height-h-1), W: w, H: h}
		ok := true
		for _, o := range f.Rooms {
			if room.overlaps(o) {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		f.carveRoom(room)
		if n := len(f.Rooms); n > 0 {
			f.corridor(f.Rooms[n-1].Center(), room.Center(), r.IntN(2) == 0)
		}
		f.Rooms = append(f.Rooms, room)
	}
	f.walls()
	f.Start = f.Rooms[0].Center()
	f.Stairs = f.farthest(f.Start)
	if f.Stairs == f.Start { // one room only: the stairs in its corner
		f.Stairs = grid.C(f.Rooms[0].X, f.Rooms[0].Y)
	}
	f.Tiles[f.index(f.Stairs)] = TileStairs
	return f
}

func (f *Floor) index(c grid.Cell) int { return c.Y()*f.Width + c.X() }

// At returns the tile at c, or TileRock outside the floor.
func (f *Floor) At(c grid.Cell) Tile {
	if c.X() < 0 || c.Y() < 0 || c.X() >= f.Width || c.Y() >= f.Height {
		return TileRock
	}
	return f.Tiles[f.index(c)]
}

// Open reports whether c can be walked on.
func (t Tile) Open() bool { return t == TileFloor || t == TileStairs }

func (f *Floor) carveRoom(room Room) {
	for y := room.Y; y < room.Y+room.H; y++ {
		for x := room.X; x < room.X+room.W; x++ {
			f.Tiles[y*f.Width+x] = TileFloor
		}
	}
}

// corridor carves an L from a to b: along the row first, or the column
// first.
func (f *Floor) corridor(a, b grid.Cell, rowFirst bool) {
	corner := grid.C(b.X(), a.Y())
	if !rowFirst {
		corner = grid.C(a.X(), b.Y())
	}
	f.line(a, corner)
	f.line(corner, b)
}

func (f *Floor) line(a, b grid.Cell) {
	dx, dy := sign(b.X()-a.X()), sign(b.Y()-a.Y())
	for c := a; ; c = grid.C(c.X()+dx, c.Y()+dy) {
		f.Tiles[f.index(c)] = TileFloor
		if c == b {
			return
		}
	}
}

func sign(v int) int {
	switch {
	case v < 0:
		return -1
	case v > 0:
		return 1
	}
	return 0
}

// walls turns rock next to a floor (the 8 neighbours) into wall.
func (f *Floor) walls() {
	for y := range f.Height {
		for x := range f.Width {
			if f.Tiles[y*f.Width+x] != TileRock {
				continue
			}
			for _, d := range neighbours {
				if f.At(grid.C(x+d[0], y+d[1])).Open() {
					f.Tiles[y*f.Width+x] = TileWall
					break
				}
			}
		}
	}
}

// neighbours are the 8 offsets around a cell, row by row.
var neighbours = [8][2]int{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}

// Distances returns every cell's walking distance from c in orthogonal
// steps over open tiles (-1 where it cannot be reached), row by row.
func (f *Floor) Distances(c grid.Cell) []int {
	dist := make([]int, len(f.Tiles))
	for i := range dist {
		dist[i] = -1
	}
	dist[f.index(c)] = 0
	queue := []grid.Cell{c}
	for len(queue) > 0 {
		at := queue[0]
		queue = queue[1:]
		for _, d := range [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
			n := grid.C(at.X()+d[0], at.Y()+d[1])
			if f.At(n).Open() && dist[f.index(n)] < 0 {
				dist[f.index(n)] = dist[f.index(at)] + 1
				queue = append(queue, n)
			}
		}
	}
	return dist
}

// farthest returns the centre of the room farthest from start by walking
// (the first such room in the order they were made).
func (f *Floor) farthest(start grid.Cell) grid.Cell {
	dist := f.Distances(start)
	best, far := f.Rooms[len(f.Rooms)-1].Center(), -1
	for _, room := range f.Rooms[1:] {
		if d := dist[f.index(room.Center())]; d > far {
			best, far = room.Center(), d
		}
	}
	return best
}
