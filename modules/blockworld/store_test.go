package blockworld

import (
	"slices"
	"strings"
	"testing"
)

// chunkBytes is a loaded chunk's state, for comparing.
type chunkBytes struct{ blocks, water, sky, glow []byte }

func (r *rig) chunkState(cx, cy int) chunkBytes {
	r.t.Helper()
	r.s.index(r.world)
	l := r.s.chunk(cx, cy)
	if l == nil {
		r.t.Fatalf("chunk (%d, %d) is not loaded", cx, cy)
	}
	return chunkBytes{slices.Clone(l.c.Blocks), slices.Clone(l.c.Water), slices.Clone(l.c.Sky), slices.Clone(l.c.Glow)}
}

// away walks the miner (teleported) to chunk column cx and back to column
// 0, a step at each, so the columns between load and unload.
func (r *rig) away(cx int) {
	x := SpawnColumn(7)
	y := Surface(7, x)
	r.put(cx*ChunkSize+5, y)
	r.steps(2)
	r.put(x, y)
	r.steps(2)
}

// TestChunksGoToTheStoreAndComeBack: a changed chunk is written to the
// save store's records as the miner leaves (only its changes), and read
// back bit for bit (blocks, water and light) when the miner returns; an
// unchanged chunk writes nothing.
func TestChunksGoToTheStoreAndComeBack(t *testing.T) {
	r := newRig(t, true)
	x := SpawnColumn(7)
	h := Surface(7, x)
	r.set(x+2, h, Air)
	r.set(x+2, h+1, Torch)
	r.set(x+3, h-1, Planks)
	r.steps(FlowEvery * 4)
	cy := h / ChunkSize
	before := r.chunkState(0, cy)
	r.away(5)
	w := r.w()
	if len(w.Stored) != 1 || w.Stored[0].X != 0 || w.Stored[0].Y != cy || w.Stored[0].Version != 1 || len(w.Kept) != 0 {
		t.Fatalf("stored %+v kept %d; want chunk (0, %d) version 1 in the store", w.Stored, len(w.Kept), cy)
	}
	data, err := r.s.records.ReadRecord(RecordName(7, 0, cy, 1))
	if err != nil {
		t.Fatal(err)
	}
	if len(data) != deltaHeader+3*deltaEntry+4 {
		t.Errorf("the record is %d bytes, want the 3 tiles changed (%d)", len(data), deltaHeader+3*deltaEntry+4)
	}
	after := r.chunkState(0, cy)
	if !slices.Equal(before.blocks, after.blocks) || !slices.Equal(before.water, after.water) ||
		!slices.Equal(before.sky, after.sky) || !slices.Equal(before.glow, after.glow) {
		t.Error("the chunk read back differs from the chunk saved")
	}
	if b, _, _ := BlockAt(r.g.Scene(), x+2, h+1); b != Torch {
		t.Errorf("the torch came back as %v", b)
	}
	// Away again: a second version; the first stays for a game rewound.
	r.set(x+4, h, Air)
	r.away(5)
	if w := r.w(); len(w.Stored) != 1 || w.Stored[0].Version != 2 {
		t.Fatalf("stored %+v; want version 2", w.Stored)
	}
	r.noProblems()
}

// TestDamagedRecordWarns: a record that is not the one written (edited on
// disk, another world's) is refused with a warning naming the chunk, and
// the chunk comes back as generated; the game goes on.
func TestDamagedRecordWarns(t *testing.T) {
	r := newRig(t, true)
	x := SpawnColumn(7)
	h := Surface(7, x)
	r.set(x+2, h, Air)
	cy := h / ChunkSize
	r.put(5*ChunkSize, h)
	r.steps(2)
	name := RecordName(7, 0, cy, 1)
	data, err := r.s.records.ReadRecord(name)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)-6] ^= 0xff
	if err := r.s.records.WriteRecord(name, data); err != nil {
		t.Fatal(err)
	}
	r.put(x, h)
	r.steps(2)
	if b, _, _ := BlockAt(r.g.Scene(), x+2, h); b == Air {
		t.Error("a damaged record was read")
	}
	found := false
	for _, p := range r.problems {
		found = found || strings.Contains(p.String(), "is as generated") && strings.Contains(p.String(), "not the one this world wrote")
	}
	if !found {
		t.Errorf("no warning of the damaged record: %v", r.problems)
	}
}

// TestChunksKeptWithoutAStore: a game with no save store keeps the deltas
// in the World, and reads them back the same.
func TestChunksKeptWithoutAStore(t *testing.T) {
	r := newRig(t, false)
	x := SpawnColumn(7)
	h := Surface(7, x)
	r.set(x+2, h, Torch)
	cy := h / ChunkSize
	before := r.chunkState(0, cy)
	r.away(-6)
	if w := r.w(); len(w.Kept) != 1 || len(w.Stored) != 0 {
		t.Fatalf("kept %d stored %d; want 1 kept", len(w.Kept), len(w.Stored))
	}
	after := r.chunkState(0, cy)
	if !slices.Equal(before.blocks, after.blocks) || !slices.Equal(before.sky, after.sky) || !slices.Equal(before.glow, after.glow) {
		t.Error("the chunk read back differs from the chunk kept")
	}
	r.noProblems()
}

// TestBadChunkEntityIsReplaced: a chunk entity with damaged tiles (an
// edited scene or save) warns naming the entity and component, is removed,
// and its column is loaded afresh; the game goes on.
func TestBadChunkEntityIsReplaced(t *testing.T) {
	r := newRig(t, false)
	r.s.index(r.world)
	l := r.s.chunk(0, 1)
	l.c.Blocks[5] = 200
	want := slices.Clone(l.c.Sky)
	r.steps(2)
	if b, _, _ := BlockAt(r.g.Scene(), 5, 32); b >= numBlocks {
		t.Fatalf("the damaged tile is still there: %d", b)
	}
	if got := r.chunkState(0, 1); !slices.Equal(got.sky, want) {
		t.Error("the chunk loaded afresh is lit differently")
	}
	found := false
	for _, p := range r.problems {
		found = found || strings.Contains(p.String(), "Blockworld.Chunk") && strings.Contains(p.String(), "holds block 200")
	}
	if !found {
		t.Errorf("no warning: %v", r.problems)
	}
}
