package runtime

import "bytes"

// The chunks of a Timeline's snapshot parts outside the entity records: the
// head (header, clock, Rand, input, the scene's head) and the systems' state.
//
// Each part is written whole every step (the systems decide what they
// write), then cut into chunks of chunkSize bytes from its start; a chunk
// whose bytes are those of the same chunk of the snapshot before is that
// snapshot's chunk, shared by reference, and only the others are stored.
// The systems' state of the built-in game is about 44 KB a step, nearly all
// of it the physics world's, and most of that does not change between steps
// (static bodies, shapes and the broad phase's static tree, sleeping bodies):
// measured on steps 300 to 1200, 73% of its bytes lie in 128-byte chunks
// equal to the step before's, 57% in 512-byte ones. A part that grew or
// shrank shares only the chunks before the change (the bytes after it moved),
// which happens on about one step in six. Comparing the chunks is a pass over
// bytes written anyway, into a scratch buffer reused every step (so it stays
// in the cache); what is stored is the changed chunks and 12 bytes a chunk.
// It costs instructions (see chunkSize) and saves writing the whole part into
// the ring's memory each step (a 10 s ring of the built-in game: 43 MB of
// snapshot bytes before, about 29 MB with chunks).
//
// The parts of the snapshot before are the scratch buffers of the last
// Record, which hold the bytes of the ring's newest snapshot only while no
// snapshot was recorded or dropped since (the seq check): after a Rewind or
// a failed Record nothing is shared for one step.

// chunkSize is the length of a chunk of a snapshot part. Smaller chunks
// share more bytes but cost more instructions a step. Built-in game, steps
// 1200 to 1600 (cachegrind, GOGC=off; before chunks: 71,949 bytes stored and
// 323,553 instructions a record, the step being 216,810): 128 bytes stored
// 43,127 bytes a step for 381,132 instructions, 512 stored 48,844 for
// 352,000. 512 is the compromise.
const chunkSize = 512

// spanChunks is how many chunks chunk compares at once before it compares
// them one by one.
const spanChunks = 4

// chunkRef is a stored chunk: n bytes at off in block block.
type chunkRef struct{ block, off, n int32 }

// chunkParts cuts m's head and systems' state (now in t.head and t.sys) into
// chunks, sharing those of prev that did not change, and swaps the scratch
// buffers so the next Record compares with these.
func (t *Timeline) chunkParts(m, prev *moment) {
	same := prev != nil && prev.seq == t.partsSeq
	if !same {
		t.headOld, t.sysOld = t.headOld[:0], t.sysOld[:0]
	}
	var oldHead, oldSys []chunkRef
	if same {
		oldHead, oldSys = prev.headChunks, prev.sysChunks
	}
	t.stamp++
	if len(t.stamps) < len(t.blocks) {
		t.stamps = append(t.stamps, make([]uint64, len(t.blocks)-len(t.stamps))...)
	}
	m.headChunks = t.chunk(m, m.headChunks[:0], t.head, t.headOld, oldHead)
	m.sysChunks = t.chunk(m, m.sysChunks[:0], t.sys, t.sysOld, oldSys)
	t.head, t.headOld = t.headOld, t.head
	t.sys, t.sysOld = t.sysOld, t.sys
	t.partsSeq = m.seq
}

// chunk appends to out the chunks of part: those of olds (the chunks of old,
// the same part of the snapshot before) where the bytes are the same, new
// ones stored otherwise. Each block a chunk is in is held once by m. The
// bytes are compared a span of spanChunks chunks at a time first: most spans
// are the same, and a compare a chunk cost more instructions than writing
// the part (BenchmarkBuiltinTimeline, cachegrind).
func (t *Timeline) chunk(m *moment, out []chunkRef, part, old []byte, olds []chunkRef) []chunkRef {
	for i, o := 0, 0; o < len(part); {
		if e := o + spanChunks*chunkSize; e <= len(part) && i+spanChunks <= len(olds) && e <= len(old) &&
			olds[i+spanChunks-1].n == chunkSize && bytes.Equal(part[o:e], old[o:e]) {
			for _, c := range olds[i : i+spanChunks] {
				t.holdChunk(m, c.block)
			}
			out = append(out, olds[i:i+spanChunks]...)
			i, o = i+spanChunks, e
			continue
		}
		e := min(o+chunkSize, len(part))
		var c chunkRef
		if i < len(olds) && int(olds[i].n) == e-o && e <= len(old) && bytes.Equal(part[o:e], old[o:e]) {
			c = olds[i]
		} else {
			r := t.store(part[o:e])
			c = chunkRef{r.block, r.off, int32(e - o)}
			t.last.Bytes += e - o
		}
		t.holdChunk(m, c.block)
		out = append(out, c)
		i, o = i+1, e
	}
	t.last.Bytes += 12 * len(out)
	return out
}

// holdChunk counts m's reference on block b, once for the moment's chunks
// (t.stamp marks the blocks it holds already).
func (t *Timeline) holdChunk(m *moment, b int32) {
	if int(b) >= len(t.stamps) {
		t.stamps = append(t.stamps, make([]uint64, len(t.blocks)-len(t.stamps))...)
	}
	if t.stamps[b] != t.stamp {
		t.stamps[b] = t.stamp
		m.blocks = append(m.blocks, b)
		t.blocks[b].refs++
	}
}

// appendChunks appends the bytes of chunks to buf.
func (t *Timeline) appendChunks(buf []byte, chunks []chunkRef) []byte {
	for _, c := range chunks {
		buf = append(buf, t.blocks[c.block].b[c.off:c.off+c.n]...)
	}
	return buf
}

// releaseChunks drops m's hold on the blocks of its chunks.
func (t *Timeline) releaseChunks(m *moment) {
	for _, b := range m.blocks {
		t.unref(b)
	}
	m.blocks = m.blocks[:0]
	m.headChunks, m.sysChunks = m.headChunks[:0], m.sysChunks[:0]
}
