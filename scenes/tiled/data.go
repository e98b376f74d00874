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
	textAt     spot // where text starts in the file (TMX), for errors
	tiles      []uint32
}

// spot is a line and column of a file (1-based; 0 where not known).
type spot struct{ line, col int }

// in returns the place of byte off of text, which starts at s in its file
// (the line alone, or nothing, where s does not know the column or line).
func (s spot) in(text string, off int) spot {
	if s.line == 0 {
		return s
	}
	before := text[:max(0, min(off, len(text)))]
	nl := strings.Count(before, "\n")
	if nl == 0 {
		if s.col == 0 {
			return spot{s.line, 0}
		}
		return spot{s.line, s.col + len(before)}
	}
	return spot{s.line + nl, len(before) - strings.LastIndexByte(before, '\n')}
}

// decodeCells decodes the w×h cells of the tile layer where names (or of a
// chunk of it): from XML <tile> elements (encoding ""), CSV, or base64
// uncompressed, gzip, zlib or zstd (github.com/klauspost/compress/zstd);
// data as JSON writes it comes as text with encoding "csv" ("" in JSON is
// handed in as tiles). text starts at textAt in the file (TMX; zero in
// JSON), so a bad CSV value warns at its own line and column and other data
// mistakes at the data's. A layer past MaxLayerCells, or
// past MaxMapCells with the cells made before, is an error; data of
// the wrong length warns and is cut or padded with empty cells.
func (r *reader) decodeCells(where at, textAt spot, enc, comp, text string, tiles []uint32, w, h int) ([]uint32, error) {
	if w < 0 || h < 0 || w > MaxLayerCells || h > MaxLayerCells || w*h > MaxLayerCells {
		return nil, &FileError{File: where.file, Line: where.line, Err: fmt.Errorf("%w: %s: a tile layer of %d×%d cells, more than %d (tiled.MaxLayerCells)", ErrLimit, where.what, w, h, MaxLayerCells)}
	}
	n := w * h
	if err := r.countCells(where, n); err != nil {
		return nil, err
	}
	dataAt := textAt
	if dataAt.line == 0 {
		dataAt = spot{where.line, where.col}
	}
	var gids []uint32
	switch enc {
	case "":
		gids = tiles
	case "csv":
		var err error
		var off int
		if gids, off, err = csvCells(text, n); err != nil {
			p := textAt.in(text, off)
			if p.line == 0 {
				p = dataAt
			}
			r.warn(where.file, p.line, p.col, "%s: its CSV data: %v; the layer is left empty", where.what, err)
			return make([]uint32, n), nil
		}
	case "base64":
		var err error
		if gids, err = r.base64Cells(text, comp, n); err != nil {
			r.warn(where.file, dataAt.line, dataAt.col, "%s: its base64 data: %v; the layer is left empty", where.what, err)
			return make([]uint32, n), nil
		}
	default:
		r.warn(where.file, dataAt.line, dataAt.col, "%s: its data has the encoding %q (want csv or base64); the layer is left empty", where.what, enc)
		return make([]uint32, n), nil
	}
	if len(gids) != n {
		r.warn(where.file, dataAt.line, dataAt.col, "%s: %d×%d cells, and data for %d; the rest is left empty or cut", where.what, w, h, len(gids))
		out := make([]uint32, n)
		copy(out, gids)
		gids = out
	}
	return gids, nil
}

// csvCells reads comma-separated gids, at most n (plus one, to notice more).
// For a field that is not a tile id it returns an error and the field's byte
// offset in text.
func csvCells(text string, n int) ([]uint32, int, error) {
	if out, ok := plainCSVCells(text, n); ok {
		return out, 0, nil
	}
	return splitCSVCells(text, n)
}

// plainCSVCells is csvCells for text as Tiled writes it: fields of decimal
// digits (at most 9, so each fits a uint32) with commas, spaces, tabs and
// line breaks between them. It returns what splitCSVCells returns for such
// text, and false for any other (a field with another byte, a space inside a
// field, a longer number), which splitCSVCells then reads, giving its value
// or error.
//
// Where it comes from: splitting (strings.SplitSeq), trimming and
// strconv.ParseUint cost about 140 instructions a cell, this loop about 20:
// the built-in game's first level has 7 layers of 2,400 cells
// (griff-window --frames 1 --window, cachegrind, 2026-12-05).
func plainCSVCells(text string, n int) ([]uint32, bool) {
	out := make([]uint32, 0, min(n, 1<<16))
	comma := true // a comma since the last field: a new field may start
	for i := 0; i < len(text); {
		switch c := text[i]; {
		case c == ',':
			comma = true
			i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
			i++
		case c >= '0' && c <= '9':
			if !comma {
				return nil, false // "1 2": one field with a space in it
			}
			if len(out) > n {
				return out, true // splitCSVCells stops at this field unread
			}
			j, v := i, uint32(0)
			for ; j < len(text) && text[j] >= '0' && text[j] <= '9'; j++ {
				v = v*10 + uint32(text[j]-'0')
			}
			if j-i > 9 {
				return nil, false
			}
			out = append(out, v)
			i, comma = j, false
		default:
			return nil, false
		}
	}
	return out, true
}

// splitCSVCells is csvCells for any text.
func splitCSVCells(text string, n int) ([]uint32, int, error) {
	out := make([]uint32, 0, min(n, 1<<16))
	off := 0
	for f := range strings.SplitSeq(text, ",") {
		start := off
		off += len(f) + 1
		lead := len(f) - len(strings.TrimLeft(f, " \t\r\n"))
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if len(out) > n {
			break
		}
		v, err := strconv.ParseUint(f, 10, 32)
		if err != nil {
			return nil, start + lead, fmt.Errorf("%q is not a tile id", f)
		}
		out = append(out, uint32(v))
	}
	return out, 0, nil
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
func (r *reader) joinChunks(where at, l *layer, enc, comp string, cs []chunk) error {
	file, line := where.file, where.line
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
	if err := r.countCells(where, w*h); err != nil {
		return err
	}
	l.x, l.y, l.w, l.h = x0, y0, w, h
	l.gids = make([]uint32, w*h)
	for _, c := range cs {
		gids, err := r.decodeCells(where, c.textAt, enc, comp, c.text, c.tiles, c.w, c.h)
		if err != nil {
			return err
		}
		for i, g := range gids {
			l.gids[(c.y-y0+i/c.w)*w+c.x-x0+i%c.w] = g
		}
	}
	return nil
}
