package blockworld

import (
	"fmt"
	"hash/crc32"
	"slices"
)

// RecordName is the save store's record that holds version v of chunk
// (cx, cy)'s delta in the world of seed seed: "w", the seed folded to 32
// bits in hex, the coordinates (m for minus) and the version,
// "w89abcdef-m3-1-2". A slot name is at most 32 bytes (saves.MaxSlotLen),
// which holds chunk columns to ±9,999,999 and 99,999 versions; a chunk
// beyond is kept in the World.
func RecordName(seed uint64, cx, cy, v int) string {
	n := func(i int) string {
		if i < 0 {
			return fmt.Sprintf("m%d", -i)
		}
		return fmt.Sprint(i)
	}
	return fmt.Sprintf("w%08x-%s-%s-%d", uint32(seed^seed>>32), n(cx), n(cy), v)
}

// save writes changed chunk c's delta: to the save store's records when
// the game has a store (a new version each time, so a rewound game still
// finds the version its state names), else into the World's Kept.
func (s *system) save(w *World, c *Chunk) {
	gb, gw := Generate(w.Seed, c.X, c.Y)
	gen := [2][ChunkTiles]byte{gb, gw}
	data, any := EncodeDelta(s.buf[:0], c.X, c.Y, c.Blocks, c.Water, &gen)
	s.buf = data
	w.Kept = slices.DeleteFunc(w.Kept, func(k KeptChunk) bool { return k.X == c.X && k.Y == c.Y })
	i := slices.IndexFunc(w.Stored, func(k StoredChunk) bool { return k.X == c.X && k.Y == c.Y })
	if !any {
		if i >= 0 {
			w.Stored = slices.Delete(w.Stored, i, i+1)
		}
		return
	}
	if s.records != nil {
		v := 1
		if i >= 0 {
			v = w.Stored[i].Version + 1
		}
		err := s.records.WriteRecord(RecordName(w.Seed, c.X, c.Y, v), data)
		if err == nil {
			st := StoredChunk{X: c.X, Y: c.Y, Version: v, Sum: crc32.ChecksumIEEE(data)}
			if i >= 0 {
				w.Stored[i] = st
			} else {
				w.Stored = append(w.Stored, st)
			}
			return
		}
		s.game.Problems().Warn(s.we, "Blockworld.World", "chunk (%d, %d) kept in the world, not the save store: %v", c.X, c.Y, err)
	}
	if i >= 0 {
		w.Stored = slices.Delete(w.Stored, i, i+1)
	}
	w.Kept = append(w.Kept, KeptChunk{X: c.X, Y: c.Y, Delta: slices.Clone(data)})
}

// restore applies chunk (cx, cy)'s saved delta, if any, to blocks and
// water (what generation made), and reports whether it had one. A delta
// that is missing from the store, not the one written, or does not read
// warns once and the chunk is as generated.
func (s *system) restore(w *World, cx, cy int, blocks, water *[ChunkTiles]byte) bool {
	var data []byte
	if i := slices.IndexFunc(w.Kept, func(k KeptChunk) bool { return k.X == cx && k.Y == cy }); i >= 0 {
		data = w.Kept[i].Delta
	} else if i := slices.IndexFunc(w.Stored, func(k StoredChunk) bool { return k.X == cx && k.Y == cy }); i >= 0 {
		st := w.Stored[i]
		name := RecordName(w.Seed, cx, cy, st.Version)
		var err error
		switch {
		case s.records == nil:
			err = fmt.Errorf("the game has no save store")
		default:
			data, err = s.records.ReadRecord(name)
			if err == nil && crc32.ChecksumIEEE(data) != st.Sum {
				err = fmt.Errorf("record %s is not the one this world wrote", name)
			}
		}
		if err != nil {
			s.game.Problems().Warn(s.we, "Blockworld.World", "chunk (%d, %d) is as generated: %v", cx, cy, err)
			return false
		}
	} else {
		return false
	}
	if err := DecodeDelta(data, cx, cy, blocks, water); err != nil {
		s.game.Problems().Warn(s.we, "Blockworld.World", "chunk (%d, %d) is as generated: %v", cx, cy, err)
		return false
	}
	return true
}
