package blockworld

import (
	"errors"
	"fmt"
	"hash/crc32"
	"slices"
	"strings"
	"testing"
)

// TestGenerateIsTheSameEveryTime: a chunk is the same bytes whenever and in
// whatever order it is made; other seeds and other chunks differ; and the
// bytes are the ones recorded here, on every machine (integer noise only).
func TestGenerateIsTheSameEveryTime(t *testing.T) {
	a, aw := Generate(1, 3, 1)
	_, _ = Generate(1, 2, 1)
	_, _ = Generate(9, 3, 1)
	b, bw := Generate(1, 3, 1)
	if a != b || aw != bw {
		t.Fatal("chunk (3, 1) of seed 1 differs from one making to the next")
	}
	if c, _ := Generate(2, 3, 1); c == a {
		t.Error("seeds 1 and 2 make the same chunk (3, 1)")
	}
	if c, _ := Generate(1, 4, 1); c == a {
		t.Error("chunks (3, 1) and (4, 1) of seed 1 are the same")
	}
	sums := ""
	for _, c := range [][2]int{{0, 0}, {0, 1}, {-1, 1}, {5, 2}, {-7, 3}} {
		bl, wa := Generate(23, c[0], c[1])
		sums += fmt.Sprintf("%08x ", crc32.ChecksumIEEE(append(bl[:], wa[:]...)))
	}
	if want := "58432123 c7883060 655741ba aed16adb 444eeb29 "; sums != want {
		t.Errorf("the chunks of seed 23 sum to %q, recorded %q: generation changed (or differs on this machine)", sums, want)
	}
}

// TestGenerateShape: every column of a stretch of world has air (or water,
// or a tree) over grass or sand, dirt or sand under it, stone and what is
// dug into stone (caves, ores, gravel) deeper, and bedrock at the bottom;
// lakes lie at and below SeaLevel only.
func TestGenerateShape(t *testing.T) {
	const seed = 23
	for cx := -3; cx < 3; cx++ {
		var col [WorldHeight]Block
		var wat [WorldHeight]byte
		chunks := [WorldChunksY][2][ChunkTiles]byte{}
		for cy := range WorldChunksY {
			chunks[cy][0], chunks[cy][1] = Generate(seed, cx, cy)
		}
		for lx := range ChunkSize {
			x := cx*ChunkSize + lx
			for y := range WorldHeight {
				i := y%ChunkSize*ChunkSize + lx
				col[y], wat[y] = Block(chunks[y/ChunkSize][0][i]), chunks[y/ChunkSize][1][i]
			}
			h := Surface(seed, x)
			if h < SurfaceBase-15 || h > SurfaceBase+15 {
				t.Fatalf("column %d: surface at %d", x, h)
			}
			for y := range h {
				switch b := col[y]; {
				case b == Water && (y < SeaLevel || wat[y] != MaxWater):
					t.Errorf("column %d row %d: water at level %d above the sea", x, y, wat[y])
				case b != Air && b != Water && b != Wood && b != Leaves:
					t.Errorf("column %d row %d: %v above the surface %d", x, y, b, h)
				}
			}
			if top := col[h]; top != Grass && top != Sand {
				t.Errorf("column %d: the surface is %v", x, top)
			}
			if b := col[h+1]; b != Dirt && b != Sand {
				t.Errorf("column %d: under the surface is %v", x, b)
			}
			for y := h + 6; y < WorldHeight-3; y++ {
				if b := col[y]; b != Stone && b != Air && b != Coal && b != Iron && b != Gravel {
					t.Errorf("column %d row %d: %v deep down", x, y, b)
				}
			}
			if col[WorldHeight-1] != Bedrock {
				t.Errorf("column %d: the bottom is %v", x, col[WorldHeight-1])
			}
		}
	}
}

// TestSandFalls: sand over air falls a tile every FallEvery steps to the
// floor, and a column of sand falls together, keeping its order.
func TestSandFalls(t *testing.T) {
	r := newRig(t, false)
	r.arena(0, 6, 20, 25, 2)
	r.set(10, 14, Sand)
	r.set(10, 13, Gravel)
	start := r.w().Time
	for r.w().Time%FallEvery != 1 {
		r.steps(1)
	}
	at := func() int {
		for y := 6; y < 25; y++ {
			if r.block(10, y) == Sand {
				return y
			}
		}
		return -1
	}
	y0 := at()
	r.steps(FallEvery)
	if got := at(); got != y0+1 {
		t.Fatalf("after %d steps the sand is at row %d, was %d (from step %d)", FallEvery, got, y0, start)
	}
	r.steps(FallEvery * 20)
	if at() != 24 || r.block(10, 23) != Gravel || r.block(10, 22) != Air {
		t.Errorf("landed: sand at %d, gravel %v at 23, %v at 22", at(), r.block(10, 23), r.block(10, 22))
	}
	r.noProblems()
}

// TestWaterSpreads: water let go in a room 9 wide (a full tile in the air,
// a full tile and one of level 5 on the floor) falls, and flows out a level
// a step to a known shape: a mound whose neighbours differ by at most one
// level (the rule moves a level only to a side two or more lower), with no
// water made or lost (1+2+3+3+4+3+2+2+1 = 8+8+5).
func TestWaterSpreads(t *testing.T) {
	r := newRig(t, false)
	r.arena(4, 16, 13, 25, 30) // room columns 4 to 12, floor row 25
	r.s.index(r.world)
	r.s.set(8, 20, Water, MaxWater)
	r.s.set(8, 24, Water, MaxWater)
	r.s.set(9, 24, Water, 5)
	total := func() (n int, row string) {
		for y := 16; y < 25; y++ {
			for x := 4; x < 13; x++ {
				_, w, _ := BlockAt(r.g.Scene(), x, y)
				n += int(w)
				if y == 24 {
					row += string(rune('0' + w))
				}
			}
		}
		return n, row
	}
	if n, _ := total(); n != 21 {
		t.Fatalf("water at the start %d", n)
	}
	r.steps(FlowEvery * 60)
	n, row := total()
	if n != 21 {
		t.Errorf("water %d at the end, 21 at the start", n)
	}
	if want := "123343221"; row != want {
		t.Errorf("the floor's row ends %s, want %s", row, want)
	}
	for x := 4; x < 13; x++ {
		if _, w, _ := BlockAt(r.g.Scene(), x, 23); w != 0 {
			t.Errorf("water left above the floor's row at column %d: %d", x, w)
		}
	}
	r.noProblems()
}

// TestTorchLight: a torch in a dark tunnel lights 14 on its tile and one
// less a tile along it; digging it out takes the light away again, and the
// light then is what a whole new flood fill gives.
func TestTorchLight(t *testing.T) {
	r := newRig(t, false)
	r.arena(0, 20, 36, 21, 40) // a tunnel one high, row 20, columns 0 to 35
	r.set(5, 20, Torch)
	for d := 0; d <= 16; d++ {
		sk, gl, _ := LightAt(r.g.Scene(), 5+d, 20)
		want := max(14-d, 0)
		if gl != want || sk != 0 {
			t.Errorf("%d tiles from the torch: torch light %d, sky %d; want %d and 0", d, gl, sk, want)
		}
	}
	if _, gl, _ := LightAt(r.g.Scene(), 5, 21); gl != 14-OpaqueFalloff {
		t.Errorf("the stone under the torch has light %d, want %d", gl, 14-OpaqueFalloff)
	}
	r.set(5, 20, Air)
	for x := 0; x < 36; x++ {
		if _, gl, _ := LightAt(r.g.Scene(), x, 20); gl != 0 {
			t.Errorf("torch gone: light %d at column %d", gl, x)
		}
	}
	r.checkFullRelight()
}

// TestLightIncrementalMatchesFull: after digs, places, torches and falling
// sand around the surface, the light kept is what lighting the whole loaded
// world from nothing gives, tile for tile.
func TestLightIncrementalMatchesFull(t *testing.T) {
	r := newRig(t, false)
	x := SpawnColumn(7)
	h := Surface(7, x)
	for i, b := range []Block{Air, Air, Torch, Dirt, Air, Sand, Torch, Air, Stone} {
		r.set(x+i*3-12, h+i%4, b)
		r.set(x-i*2+5, h-2-i%3, b)
		r.steps(3)
	}
	r.steps(FallEvery * 10)
	r.checkFullRelight()
}

// checkFullRelight relights every loaded column from nothing and fails if
// any tile's light changes.
func (r *rig) checkFullRelight() {
	r.t.Helper()
	r.s.index(r.world)
	var before [][2][]byte
	for _, l := range r.s.chunks {
		before = append(before, [2][]byte{slices.Clone(l.c.Sky), slices.Clone(l.c.Glow)})
	}
	x0, x1, _ := r.s.span()
	r.s.relight(x0, 0, x1, WorldHeight)
	for i, l := range r.s.chunks {
		if !slices.Equal(before[i][0], l.c.Sky) || !slices.Equal(before[i][1], l.c.Glow) {
			r.t.Errorf("chunk (%d, %d): the light kept differs from a whole relight", l.c.X, l.c.Y)
		}
	}
}

// TestChunkDeltaRoundTrip: a chunk's delta reads back to the same bytes,
// holds only the tiles changed, and an unchanged chunk has none.
func TestChunkDeltaRoundTrip(t *testing.T) {
	gb, gw := Generate(5, -2, 1)
	gen := [2][ChunkTiles]byte{gb, gw}
	blocks, water := gb, gw
	blocks[0], blocks[500], water[500], blocks[1023] = byte(Torch), byte(Water), 3, byte(Air)
	data, changed := EncodeDelta(nil, -2, 1, blocks[:], water[:], &gen)
	if !changed || len(data) != deltaHeader+3*deltaEntry+4 {
		t.Fatalf("delta of 3 tiles: changed %v, %d bytes", changed, len(data))
	}
	b2, w2 := gb, gw
	if err := DecodeDelta(data, -2, 1, &b2, &w2); err != nil {
		t.Fatal(err)
	}
	if b2 != blocks || w2 != water {
		t.Error("the chunk read back differs")
	}
	if _, changed := EncodeDelta(nil, -2, 1, gb[:], gw[:], &gen); changed {
		t.Error("an unchanged chunk has a delta")
	}
}

// TestBadChunksAreRefused: each kind of damage is refused with an error
// that says what, and the chunk is left as it was.
func TestBadChunksAreRefused(t *testing.T) {
	gb, gw := Generate(5, 0, 1)
	gen := [2][ChunkTiles]byte{gb, gw}
	blocks, water := gb, gw
	blocks[10], blocks[20] = byte(Torch), byte(Planks)
	good, _ := EncodeDelta(nil, 0, 1, blocks[:], water[:], &gen)
	resum := func(b []byte) []byte {
		b = slices.Clone(b[:len(b)-4])
		return binaryAppendCRC(b)
	}
	edit := func(i int, v byte) []byte {
		b := slices.Clone(good)
		b[i] = v
		return resum(b)
	}
	for _, tc := range []struct {
		name string
		data []byte
		x    int
		want string
	}{
		{"short", good[:10], 0, "too short"},
		{"magic", resum(append([]byte("XXXX"), good[4:]...)), 0, "does not start"},
		{"checksum", append(slices.Clone(good[:len(good)-1]), good[len(good)-1]^1), 0, "checksum"},
		{"other chunk", good, 1, "holds chunk (0, 1)"},
		{"count", edit(13, 9), 0, "need"},
		{"order", edit(deltaHeader+deltaEntry+1, 5), 0, "out of order"},
		{"block", edit(deltaHeader+2, 99), 0, "unknown block"},
		{"water", edit(deltaHeader+3, 4), 0, "water level"},
		{"trailing", resum(append(slices.Clone(good[:len(good)-4]), 0, 0, 0, 0, 0)), 0, "need"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, w := gb, gw
			err := DecodeDelta(tc.data, tc.x, 1, &b, &w)
			if err == nil || !errors.Is(err, ErrBadChunk) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an ErrBadChunk saying %q", err, tc.want)
			}
			if b != gb || w != gw {
				t.Error("a refused delta changed the chunk")
			}
		})
	}
}

func binaryAppendCRC(b []byte) []byte {
	s := crc32.ChecksumIEEE(b)
	return append(b, byte(s>>24), byte(s>>16), byte(s>>8), byte(s))
}

// FuzzDecodeDelta: any bytes either read as a delta that writes back to
// the same bytes, or are refused; never a panic.
func FuzzDecodeDelta(f *testing.F) {
	gb, gw := Generate(5, 0, 1)
	gen := [2][ChunkTiles]byte{gb, gw}
	blocks, water := gb, gw
	blocks[10], blocks[20], water[20] = byte(Torch), byte(Water), 2
	good, _ := EncodeDelta(nil, 0, 1, blocks[:], water[:], &gen)
	f.Add(good)
	f.Add(good[:20])
	f.Add([]byte("BWC1"))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, w := gb, gw
		if err := DecodeDelta(data, 0, 1, &b, &w); err != nil {
			if b != gb || w != gw {
				t.Fatal("a refused delta changed the chunk")
			}
			return
		}
		again, _ := EncodeDelta(nil, 0, 1, b[:], w[:], &gen)
		b2, w2 := gb, gw
		if err := DecodeDelta(again, 0, 1, &b2, &w2); err != nil || b2 != b || w2 != w {
			t.Fatalf("a delta read does not write back: %v", err)
		}
	})
}

// TestGeneratedWorldIsStill: nothing moves in a world left alone (no
// gravel over a cave, lakes in their basins), so walking through it saves
// nothing: only what the player changed is written.
func TestGeneratedWorldIsStill(t *testing.T) {
	r := newRig(t, false)
	for cx := -12; cx <= 12; cx += 3 {
		r.put(cx*ChunkSize, Surface(7, cx*ChunkSize))
		r.steps(FallEvery * FlowEvery)
	}
	if w := r.w(); len(w.Kept) != 0 {
		for _, k := range w.Kept {
			t.Errorf("chunk (%d, %d) changed by itself (%d bytes)", k.X, k.Y, len(k.Delta))
		}
	}
	r.noProblems()
}

// TestDayAndNight: a day of 1,000 steps is light to step 449, darkens to
// NightDim by 550, stays dark to 899 and lightens again by the next day.
func TestDayAndNight(t *testing.T) {
	for _, c := range [][2]int{{0, 0}, {449, 0}, {500, NightDim / 2}, {550, NightDim}, {899, NightDim}, {950, NightDim / 2}, {1000, 0}, {2550, NightDim}} {
		if got := Dim(c[0], 1000); got != c[1] {
			t.Errorf("Dim(%d, 1000) = %d, want %d", c[0], got, c[1])
		}
	}
}
