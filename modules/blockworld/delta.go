package blockworld

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
)

// A chunk delta is how a changed chunk is saved: only the tiles that differ
// from what Generate makes for the same seed and coordinates. Layout (all
// numbers big-endian):
//
//	"BWC1"                  4 bytes, the format
//	x, y                    int32 each, the chunk's coordinates
//	n                       uint16, the tiles that differ (≤ ChunkTiles)
//	n × (index, block, water)  uint16 (< ChunkTiles, strictly rising), byte, byte
//	crc                     uint32, CRC-32 (IEEE) of all the bytes before
const deltaMagic = "BWC1"

// deltaHeader and deltaEntry are the sizes of the header and of one tile.
const (
	deltaHeader = 4 + 4 + 4 + 2
	deltaEntry  = 4
)

// ErrBadChunk is wrapped by every error of DecodeDelta.
var ErrBadChunk = errors.New("blockworld: bad chunk")

// EncodeDelta appends to dst chunk (x, y)'s delta against gen (the blocks
// and water Generate makes for it) and returns the extended slice, and
// whether any tile differs.
func EncodeDelta(dst []byte, x, y int, blocks, water []byte, gen *[2][ChunkTiles]byte) ([]byte, bool) {
	start := len(dst)
	dst = append(dst, deltaMagic...)
	dst = binary.BigEndian.AppendUint32(dst, uint32(int32(x)))
	dst = binary.BigEndian.AppendUint32(dst, uint32(int32(y)))
	at := len(dst)
	dst = append(dst, 0, 0)
	n := 0
	for i := range ChunkTiles {
		if blocks[i] != gen[0][i] || water[i] != gen[1][i] {
			dst = binary.BigEndian.AppendUint16(dst, uint16(i))
			dst = append(dst, blocks[i], water[i])
			n++
		}
	}
	binary.BigEndian.PutUint16(dst[at:], uint16(n))
	dst = binary.BigEndian.AppendUint32(dst, crc32.ChecksumIEEE(dst[start:]))
	return dst, n > 0
}

// DecodeDelta applies the delta data of chunk (x, y) to blocks and water,
// which hold what Generate makes for it. A delta of another chunk, cut
// short, with trailing bytes, a wrong checksum, an index out of order or
// out of the chunk, an unknown block or a water level that does not fit its
// block is refused with an error wrapping ErrBadChunk that says which, and
// blocks and water are then unchanged.
func DecodeDelta(data []byte, x, y int, blocks, water *[ChunkTiles]byte) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w (%d, %d): %s", ErrBadChunk, x, y, fmt.Sprintf(format, args...))
	}
	if len(data) < deltaHeader+4 {
		return bad("%d bytes, too short for a chunk", len(data))
	}
	if string(data[:4]) != deltaMagic {
		return bad("does not start with %q", deltaMagic)
	}
	body := data[:len(data)-4]
	if want, got := binary.BigEndian.Uint32(data[len(data)-4:]), crc32.ChecksumIEEE(body); want != got {
		return bad("checksum %08x, the bytes sum to %08x", want, got)
	}
	gx, gy := int32(binary.BigEndian.Uint32(data[4:])), int32(binary.BigEndian.Uint32(data[8:]))
	if int(gx) != x || int(gy) != y {
		return bad("holds chunk (%d, %d)", gx, gy)
	}
	n := int(binary.BigEndian.Uint16(data[12:]))
	if n > ChunkTiles {
		return bad("%d tiles, a chunk has %d", n, ChunkTiles)
	}
	if len(body) != deltaHeader+n*deltaEntry {
		return bad("%d tiles need %d bytes, it has %d", n, deltaHeader+n*deltaEntry+4, len(data))
	}
	last := -1
	for k := range n {
		e := body[deltaHeader+k*deltaEntry:]
		i, b, w := int(binary.BigEndian.Uint16(e)), Block(e[2]), e[3]
		switch {
		case i >= ChunkTiles || i <= last:
			return bad("tile %d: index %d out of order or out of the chunk", k, i)
		case b >= numBlocks:
			return bad("tile %d: unknown block %d", k, b)
		case (b == Water) != (w > 0) || w > MaxWater:
			return bad("tile %d: %s with water level %d", k, b, w)
		}
		last = i
	}
	for k := range n {
		e := body[deltaHeader+k*deltaEntry:]
		i := int(binary.BigEndian.Uint16(e))
		blocks[i], water[i] = e[2], e[3]
	}
	return nil
}
