package tiled

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
)

// The limits on what a map may hold (see the package documentation). A map
// past one is refused with an error wrapping ErrLimit naming the file.
const (
	// MaxFileSize is the largest map or tile set file read, in bytes (8 MiB).
	MaxFileSize = 8 << 20
	// MaxLayers is the most layers (groups included) a map may hold.
	MaxLayers = 1024
	// MaxGroupDepth is the deepest groups may be nested.
	MaxGroupDepth = 32
	// MaxObjects is the most objects a map may hold, its tile sets' collision
	// shapes included.
	MaxObjects = 1 << 16
	// MaxTilesets is the most tile sets a map may name.
	MaxTilesets = 256
	// MaxLayerCells is the most cells a tile layer may hold (width × height,
	// the bounding box of its chunks for an infinite map): 2^20, as many as a
	// Griff.Tilemap (visual.MaxTilemapCells). A layer's data decompresses to
	// at most 4 bytes a cell; more is refused without being decompressed.
	MaxLayerCells = 1 << 20
	// MaxPropertyDepth is the deepest class properties may be nested.
	MaxPropertyDepth = 16
	// MaxMapCells is the most cells a map's tile layers may hold in all
	// (2^22, 16 MiB of tile ids): the cells of every layer and chunk
	// decoded, an infinite layer's rectangle its chunks are joined into,
	// and a finite map's width × height. Decision: a number in a file's
	// header is cheap to write and costly to fill, so a small file naming a
	// huge map, or a thousand layers of a million empty cells, is refused
	// before the cells are made, not after. The cap is a fixed number, not
	// one growing with the file's size: Zstandard writes a million empty
	// cells in about 200 bytes, so a cap by file size would refuse real
	// maps. A scene holds at most about a million cells anyway
	// (scenes.MaxFileSize), so no map that could play is refused.
	MaxMapCells = 1 << 22
	// MaxTileSize is the largest tilewidth or tileheight of a map, in
	// pixels (16,384: the largest texture side GPUs commonly take; a tile is
	// a part of one image).
	MaxTileSize = 1 << 14
)

// ErrSyntax is wrapped by errors for a file that is not well-formed XML or
// JSON; ErrFormat for one that is, but is not a Tiled map or tile set;
// ErrLimit for a map past one of the limits; ErrOrientation for an
// isometric, staggered or hexagonal map, which Griff does not read.
var (
	ErrSyntax      = errors.New("tiled: not well-formed")
	ErrFormat      = errors.New("tiled: not a Tiled map")
	ErrLimit       = errors.New("tiled: past a limit")
	ErrOrientation = errors.New("tiled: not an orthogonal map")
)

// FileError is a map or tile set file that could not be read at all. Line and
// Column are 1-based, 0 where not known.
type FileError struct {
	File         string
	Line, Column int
	Err          error
}

// Error returns "FILE:LINE:COL: message".
func (e *FileError) Error() string {
	s := e.File
	if e.Line > 0 {
		s += fmt.Sprintf(":%d", e.Line)
		if e.Column > 0 {
			s += fmt.Sprintf(":%d", e.Column)
		}
	}
	return s + ": " + e.Err.Error()
}

// Unwrap returns the error's cause.
func (e *FileError) Unwrap() error { return e.Err }

// ReadTMX reads a Tiled map in the XML format (.tmx). It is a level.Reader:
// file is the map's path in fsys (the game folder), data its contents;
// external tile sets (.tsx or .tsj) are read from fsys beside it. What the
// reader can live without warns in problems (nil: none are kept), naming the
// file and line, and the rest is read. It returns a *FileError (wrapping
// ErrSyntax, ErrFormat or ErrLimit) for malformed XML, a file that is not a
// map, or a map past a limit. It never panics.
func ReadTMX(file string, data []byte, fsys fs.FS, problems *scenes.Problems) (*level.Level, error) {
	r := newReader(file, fsys, problems)
	if err := r.checkSize(file, len(data)); err != nil {
		return nil, err
	}
	m, err := r.readTMX(data)
	if err != nil {
		return nil, err
	}
	return r.build(m)
}

// ReadTMJ reads a Tiled map in the JSON format (.tmj, or .json as older Tiled
// saved it). It is a level.Reader and behaves as ReadTMX does; problems name
// the file and the line and column of the value at fault.
func ReadTMJ(file string, data []byte, fsys fs.FS, problems *scenes.Problems) (*level.Level, error) {
	r := newReader(file, fsys, problems)
	if err := r.checkSize(file, len(data)); err != nil {
		return nil, err
	}
	m, err := r.readTMJ(data)
	if err != nil {
		return nil, err
	}
	return r.build(m)
}

// reader is one map being read.
type reader struct {
	file     string
	fsys     fs.FS
	problems *scenes.Problems
	layers   int
	objects  int
	cells    int // cells of tile layers and chunks made (MaxMapCells)
	// mapW and mapH are the map's size in tiles, as its header gives it: a
	// tile layer that gives none has it.
	mapW, mapH int
	warned     map[string]bool
	images     map[string]bool // images looked for: whether each is there
	// templates are the object templates read, by game path (nil: did not read)
	templates map[string]*template
}

func newReader(file string, fsys fs.FS, problems *scenes.Problems) *reader {
	if problems == nil {
		problems = scenes.NewProblems(nil)
	}
	return &reader{file: file, fsys: fsys, problems: problems, warned: map[string]bool{}, images: map[string]bool{}, templates: map[string]*template{}}
}

// warn reports a warning at file:line:col, once per message.
func (r *reader) warn(file string, line, col int, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if r.warned[msg] {
		return
	}
	r.warned[msg] = true
	r.problems.Report(scenes.Problem{Severity: scenes.SeverityWarning, File: file, Line: line, Column: col, Message: msg})
}

// badProp warns, at p, that the custom property name (of the type typ) of
// what p names has a value that is not of its type, or a type Tiled does not
// write (err says which): the property is left out, and the rest is read.
func (r *reader) badProp(p at, name, typ string, err error) {
	r.warn(p.file, p.line, p.col, "%s: the property %q (%s): %v; the property is left out (it sets nothing), and the rest is read", p.what, name, typ, err)
}

func (r *reader) checkSize(file string, n int) error {
	if n > MaxFileSize {
		return &FileError{File: file, Line: 1, Err: fmt.Errorf("%w: the file is %d bytes, more than %d (tiled.MaxFileSize)", ErrLimit, n, MaxFileSize)}
	}
	return nil
}

// countLayer counts one more layer against MaxLayers.
func (r *reader) countLayer(file string, line int) error {
	r.layers++
	if r.layers > MaxLayers {
		return &FileError{File: file, Line: line, Err: fmt.Errorf("%w: more than %d layers (tiled.MaxLayers)", ErrLimit, MaxLayers)}
	}
	return nil
}

// countObjects counts n more objects against MaxObjects.
func (r *reader) countObjects(file string, line, n int) error {
	r.objects += n
	if r.objects > MaxObjects {
		return &FileError{File: file, Line: line, Err: fmt.Errorf("%w: more than %d objects (tiled.MaxObjects)", ErrLimit, MaxObjects)}
	}
	return nil
}

// countCells counts n more cells of a tile layer (or chunk, or an infinite
// layer's rectangle) against MaxMapCells, before they are made; what names
// them and p is their place.
func (r *reader) countCells(p at, n int) error {
	r.cells += max(n, 0)
	if r.cells > MaxMapCells {
		return &FileError{File: p.file, Line: p.line, Column: p.col, Err: fmt.Errorf("%w: %s: the map's tile layers hold more than %d cells in all (tiled.MaxMapCells)", ErrLimit, p.what, MaxMapCells)}
	}
	return nil
}

// checkHeader refuses, before any layer is read, a finite map whose width ×
// height is past MaxLayerCells (its tile layers are the map's size) or whose
// width or height is past MaxLayerCells, with a *FileError wrapping ErrLimit
// at the attribute; a width or height below 1 is left to build (it warns).
func (r *reader) checkHeader(m *tmap) error {
	if m.infinite {
		return nil
	}
	w, h := int64(max(m.width, 0)), int64(max(m.height, 0))
	if w <= MaxLayerCells && h <= MaxLayerCells && w*h <= MaxLayerCells {
		return nil
	}
	file, line, col := m.where.place("width")
	return &FileError{File: file, Line: max(line, 1), Column: col, Err: fmt.Errorf("%w: the map is %d×%d tiles, more than %d cells (tiled.MaxLayerCells): every tile layer of a finite map is the map's size (in Tiled: Map > Resize Map)", ErrLimit, m.width, m.height, MaxLayerCells)}
}

// gamePath returns the game path of src, a path relative to the folder of
// file as Tiled writes them.
func gamePath(file, src string) string {
	if src == "" {
		return ""
	}
	src = strings.ReplaceAll(src, "\\", "/")
	if path.IsAbs(src) {
		return path.Clean(src)
	}
	return path.Join(path.Dir(file), src)
}

// readFile reads a file the map refers to, at most MaxFileSize bytes.
func (r *reader) readFile(name string) ([]byte, error) {
	if r.fsys == nil {
		return nil, fs.ErrNotExist
	}
	if st, err := fs.Stat(r.fsys, name); err == nil && st.Size() > MaxFileSize {
		return nil, fmt.Errorf("%w: %d bytes, more than %d (tiled.MaxFileSize)", ErrLimit, st.Size(), MaxFileSize)
	}
	return fs.ReadFile(r.fsys, name)
}

// image returns img (a game path) after checking, once, that the game folder
// has it: a missing image warns at the place that names it (it is then drawn
// as a placeholder, as any missing image is).
func (r *reader) image(file string, line, col int, img string) string {
	if img == "" || r.fsys == nil {
		return img
	}
	there, ok := r.images[img]
	if !ok {
		_, err := fs.Stat(r.fsys, img)
		there = err == nil
		r.images[img] = there
		if !there {
			r.warn(file, line, col, "the image %s is not in the game folder; it is drawn as a placeholder", img)
		}
	}
	return img
}

// layerSize returns a tile layer's size in tiles: w and h as it gives them,
// or the map's (mapW, mapH) if it gives neither (Tiled always writes them;
// they are the map's in a finite map).
func (r *reader) layerSize(w, h int) (int, int) {
	if w == 0 && h == 0 {
		return max(r.mapW, 0), max(r.mapH, 0)
	}
	return w, h
}

// imageExtras warns about what Griff does not read of an image that what
// (a tile set, a tile, an image layer) of file shows: a transparent colour
// (Griff draws the image's own alpha: make the colour transparent in the
// image) and an image embedded in the file (Griff reads image files only).
func (r *reader) imageExtras(file string, line, col int, what, trans string, embedded bool) {
	if trans != "" {
		r.warn(file, line, col, "%s: the image's transparent colour %s is not applied; Griff draws an image with its own alpha, so make that colour transparent in the image file", what, trans)
	}
	if embedded {
		r.warn(file, line, col, "%s: the image is embedded in the file; Griff reads image files only (it draws nothing here)", what)
	}
}
