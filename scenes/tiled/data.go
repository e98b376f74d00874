package tiled

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/klauspost/compress/zstd"
)

// The flags in the top bits of a gid (Tiled's "Tile Flipping"): flipped
// horizontally, vertically, diagonally (turned), and turned 120° (hexagonal
// maps). The rest is the tile's global id.
const (
	flipH    = 1 << 31
	flipV    = 1 << 30
	flipD    = 1 << 29
	rotHex   = 1 << 28
	gidFlags = flipH | flipV | flipD | rotHex
)

// chunk is a piece of an infinite map's tile layer.
type chunk struct {
	x, y, w, h int
	text       string
	tiles      []uint32
}

// decodeCells decodes a tile layer's (or chunk's) w×h cells: from XML
// <tile> elements (encoding ""), CSV, or base64 uncompressed, gzip, zlib or
// zstd (github.com/klauspost/compress/zstd);
// data as JSON writes it comes as text with encoding "csv" ("" in JSON is
// handed in as tiles). A layer past MaxLayerCells is an error; data of the
// wrong length warns and is cut or padded with empty cells.
func (r *reader) decodeCells(file string, line int, enc, comp, text string, tiles []uint32, w, h int) ([]uint32, error) {
	if w < 0 || h < 0 || w > MaxLayerCells || h > MaxLayerCells || w*h > MaxLayerCells {
		return nil, &FileError{File: file, Line: line, Err: fmt.Errorf("%w: a tile layer of %d×%d cells, more than %d (tiled.MaxLayerCells)", ErrLimit, w, h, MaxLayerCells)}
	}
	n := w * h
	var gids []uint32
	switch enc {
	case "":
		gids = tiles
	case "csv":
		var err error
		if gids, err = csvCells(text, n); err != nil {
			r.warn(file, line, 0, "a tile layer's CSV data: %v; the layer is left empty", err)
			return make([]uint32, n), nil
		}
	case "base64":
		var err error
		if gids, err = r.base64Cells(text, comp, n); err != nil {
			r.warn(file, line, 0, "a tile layer's base64 data: %v; the layer is left empty", err)
			return make([]uint32, n), nil
		}
	default:
		r.warn(file, line, 0, "a tile layer's data has the encoding %q (want csv or base64); the layer is left empty", enc)
		return make([]uint32, n), nil
	}
	if len(gids) != n {
		r.warn(file, line, 0, "a tile layer of %d×%d cells has data for %d; the rest is left empty or cut", w, h, len(gids))
		out := make([]uint32, n)
		copy(out, gids)
		gids = out
	}
	return gids, nil
}

// csvCells reads comma-separated gids, at most n (plus one, to notice more).
func csvCells(text string, n int) ([]uint32, error) {
	out := make([]uint32, 0, min(n, 1<<16))
	for f := range strings.SplitSeq(text, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if len(out) > n {
			break
		}
		v, err := strconv.ParseUint(f, 10, 32)
		if err != nil {
			return nil, fmt.Errorf("%q is not a tile id", f)
		}
		out = append(out, uint32(v))
	}
	return out, nil
}

// base64Cells decodes n little-endian 32-bit gids, decompressing as comp
// says; at most 4n bytes are decompressed (and one more, to notice more).
func (r *reader) base64Cells(text, comp string, n int) ([]uint32, error) {
	raw, err := base64.StdEncoding.DecodeString(strings.Join(strings.Fields(text), ""))
	if err != nil {
		return nil, fmt.Errorf("not base64: %v", err)
	}
	var src io.Reader = bytes.NewReader(raw)
	switch comp {
	case "":
	case "gzip":
		if src, err = gzip.NewReader(src); err != nil {
			return nil, fmt.Errorf("gzip: %v", err)
		}
	case "zlib":
		if src, err = zlib.NewReader(src); err != nil {
			return nil, fmt.Errorf("zlib: %v", err)
		}
	case "zstd":
		// One goroutine, and a window of at most 8 MiB (what encoders use
		// by default; more than the 4 MiB of MaxLayerCells' gids), so a
		// frame that claims a huge window is refused.
		d, err := zstd.NewReader(src, zstd.WithDecoderConcurrency(1), zstd.WithDecoderLowmem(true),
			zstd.WithDecoderMaxWindow(8<<20))
		if err != nil {
			return nil, fmt.Errorf("zstd: %v", err)
		}
		defer d.Close()
		src = d
	default:
		return nil, fmt.Errorf("the compression %q is not one Tiled writes", comp)
	}
	buf, err := io.ReadAll(io.LimitReader(src, int64(4*n+1)))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", comp, err)
	}
	if len(buf) != 4*n {
		return nil, fmt.Errorf("%d bytes where %d cells need %d", len(buf), n, 4*n)
	}
	out := make([]uint32, n)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(buf[4*i:])
	}
	return out, nil
}

// joinChunks fills l's rectangle with the chunks of an infinite map's tile
// layer: the bounding box of the chunks.
func (r *reader) joinChunks(file string, line int, l *layer, enc, comp string, cs []chunk) error {
	x0, y0, x1, y1 := cs[0].x, cs[0].y, cs[0].x, cs[0].y
	for _, c := range cs {
		if c.w < 0 || c.h < 0 || c.w > MaxLayerCells || c.h > MaxLayerCells || c.x < -MaxLayerCells || c.x > MaxLayerCells || c.y < -MaxLayerCells || c.y > MaxLayerCells {
			return &FileError{File: file, Line: line, Err: fmt.Errorf("%w: a chunk at (%d, %d) of %d×%d cells is past %d (tiled.MaxLayerCells)", ErrLimit, c.x, c.y, c.w, c.h, MaxLayerCells)}
		}
		x0, y0 = min(x0, c.x), min(y0, c.y)
		x1, y1 = max(x1, c.x+c.w), max(y1, c.y+c.h)
	}
	w, h := x1-x0, y1-y0
	if w > MaxLayerCells || h > MaxLayerCells || w*h > MaxLayerCells {
		return &FileError{File: file, Line: line, Err: fmt.Errorf("%w: an infinite tile layer spanning %d×%d cells, more than %d (tiled.MaxLayerCells)", ErrLimit, w, h, MaxLayerCells)}
	}
	l.x, l.y, l.w, l.h = x0, y0, w, h
	l.gids = make([]uint32, w*h)
	for _, c := range cs {
		gids, err := r.decodeCells(file, line, enc, comp, c.text, c.tiles, c.w, c.h)
		if err != nil {
			return err
		}
		for i, g := range gids {
			l.gids[(c.y-y0+i/c.w)*w+c.x-x0+i%c.w] = g
		}
	}
	return nil
}
