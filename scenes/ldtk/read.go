package ldtk

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strconv"
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/internal/jsontree"
	"github.com/griffengine/griff/scenes/level"
)

// ErrFormat is wrapped by the errors of a file that is JSON but not an LDtk
// project Griff can read.
var ErrFormat = errors.New("not an LDtk project")

// Limits on what a project may hold; past them Read returns an error (file
// size) or warns and leaves the rest out.
const (
	// MaxFileSize is the largest project or level file read: 64 MiB, well
	// above LDtk's own samples (the largest, a 2.4 MB world).
	MaxFileSize = 64 << 20
	// MaxLevels is the most levels a project may hold (4096).
	MaxLevels = 4096
	// MaxSprites is the most tiles of one file drawn as sprites (65,536):
	// flipped tiles, tiles off the grid, and tiles stacked deeper than
	// MaxStack in one cell.
	MaxSprites = 1 << 16
	// MaxStack is the most tilemaps a layer's tiles are stacked in (4): the
	// first tile of a cell goes in the first, the second in the second...
	MaxStack = 4
)

// Read reads an LDtk project as one level: every level of its world (of
// every world, one node each, in a project with several), each placed at its
// worldX and worldY. It is a level.Reader: file is the project's path in
// fsys, and the files it names (level files when the project saves
// "externalLevels", tileset images) are found relative to file's folder.
func Read(file string, data []byte, fsys fs.FS, problems *scenes.Problems) (*level.Level, error) {
	return read(file, data, fsys, problems, "")
}

// ReadLevel returns a level.Reader that reads only the level of a project
// whose identifier (or iid) is name, placed at the origin: one LDtk level a
// scene. A project without that level warns, naming the project's levels
// (and the nearest one, for a near miss), and gives an empty level.
func ReadLevel(name string) level.Reader {
	return func(file string, data []byte, fsys fs.FS, problems *scenes.Problems) (*level.Level, error) {
		return read(file, data, fsys, problems, name)
	}
}

// source is a file being read: the project or a level file.
type source struct {
	file string
	data []byte
}

// where returns the line and column of anchor, an iid, in s: the first
// place it is the value of an "iid" key (iids are unique in a file, though a
// project's table of contents and references repeat them), or 0, 0.
func (s source) where(anchor string) (int, int) {
	if anchor == "" {
		return 0, 0
	}
	quoted := []byte(`"` + anchor + `"`)
	for from := 0; ; {
		i := bytes.Index(s.data[from:], quoted)
		if i < 0 {
			return 0, 0
		}
		i += from
		before := bytes.TrimRight(s.data[:i], " \t\r\n")
		if before, ok := bytes.CutSuffix(before, []byte(":")); ok && bytes.HasSuffix(bytes.TrimRight(before, " \t\r\n"), []byte(`"iid"`)) {
			return jsontree.LineCol(s.data, i)
		}
		from = i + len(quoted)
	}
}

type reader struct {
	dir      string
	fsys     fs.FS
	problems *scenes.Problems
	p        project
	lvl      *level.Level
	sprites  int
	warned   map[string]bool // features warned about, so each warns once a file
	objects  map[string]int  // entity iid to its level.Spawn.Object number (objectOf)
	names    []string        // the levels' identifiers passed over looking for one (ReadLevel)
}

func read(file string, data []byte, fsys fs.FS, problems *scenes.Problems, only string) (*level.Level, error) {
	if problems == nil {
		problems = &scenes.Problems{}
	}
	src := source{file, data}
	if len(data) > MaxFileSize {
		return nil, &scenes.FileError{File: file, Line: 1, Column: 1, Err: fmt.Errorf("%w: %d bytes, more than %d (ldtk.MaxFileSize)", ErrFormat, len(data), MaxFileSize)}
	}
	r := &reader{dir: path.Dir(file), fsys: fsys, problems: problems, lvl: &level.Level{Name: file}, warned: map[string]bool{}}
	if err := json.Unmarshal(data, &r.p); err != nil {
		return nil, jsonError(src, err)
	}
	if r.p.JSONVersion == "" {
		return nil, &scenes.FileError{File: file, Line: 1, Column: 1, Err: fmt.Errorf("%w: no \"jsonVersion\"", ErrFormat)}
	}
	if len(r.p.Worlds) == 0 || len(r.p.Levels) > 0 {
		r.levels(src, nil, r.p.Levels, r.p.WorldLayout, only)
	}
	for _, w := range r.p.Worlds {
		if only != "" {
			r.levels(src, nil, w.Levels, w.Layout, only)
			continue
		}
		n := &level.Node{Name: w.Identifier, File: file}
		n.Line, n.Col = src.where(w.Iid)
		r.lvl.Roots = append(r.lvl.Roots, n)
		r.levels(src, n, w.Levels, w.Layout, "")
	}
	if only != "" && len(r.lvl.Roots) == 0 {
		r.warn(src, "", "no level named %q%s", only, r.levelNames(only))
	}
	return r.lvl, nil
}

// levelNames returns, for the warning that a project has no level named
// only, the nearest identifier it has (scenes.Suggest) and the first eight
// it has, or "" if it has none.
func (r *reader) levelNames(only string) string {
	if len(r.names) == 0 {
		return ""
	}
	s := ""
	if near := scenes.Suggest(only, r.names); near != "" {
		s = fmt.Sprintf(" (did you mean %q?)", near)
	}
	names := r.names
	more := ""
	if len(names) > 8 {
		names, more = names[:8], fmt.Sprintf(" and %d more", len(names)-8)
	}
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = strconv.Quote(n)
	}
	return s + "; the project's levels: " + strings.Join(q, ", ") + more
}

// jsonError places a JSON reading error at its line and column
// (jsontree.ErrorAt).
func jsonError(src source, err error) error {
	l, c, ok := jsontree.ErrorAt(src.data, err)
	if !ok {
		l, c = 1, 1
	}
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) {
		return &scenes.FileError{File: src.file, Line: l, Column: c, Field: typ.Field, Err: fmt.Errorf("%w: %s holds %s, want %v", ErrFormat, typ.Field, typ.Value, typ.Type)}
	}
	return &scenes.FileError{File: src.file, Line: l, Column: c, Err: fmt.Errorf("%w: %v", scenes.ErrSyntax, err)}
}

// warn reports a warning about src at anchor's place (an iid, or "").
func (r *reader) warn(src source, anchor, format string, args ...any) {
	l, c := src.where(anchor)
	r.problems.Report(scenes.Problem{Severity: scenes.SeverityWarning, File: src.file, Line: l, Column: c, Message: fmt.Sprintf(format, args...)})
}

// once warns about a feature Griff does not read, once a file.
func (r *reader) once(src source, anchor, feature, format string, args ...any) {
	if key := src.file + "\x00" + feature; !r.warned[key] {
		r.warned[key] = true
		r.warn(src, anchor, format, args...)
	}
}

// levels reads raw levels into nodes below parent (or as roots), keeping only
// the one named only when only is not "". In the world layouts
// "LinearHorizontal" and "LinearVertical" LDtk writes worldX and worldY as -1
// and places the levels one after the other, left to right or top to bottom.
func (r *reader) levels(src source, parent *level.Node, raws []json.RawMessage, layout, only string) {
	var next griff.Vec
	for i, raw := range raws {
		if i >= MaxLevels {
			r.warn(src, "", "more than %d levels (ldtk.MaxLevels); the rest left out", MaxLevels)
			return
		}
		var lv levelJSON
		if err := json.Unmarshal(raw, &lv); err != nil {
			r.warn(src, "", "level %d: %v (level left out)", i, err)
			continue
		}
		if only != "" && lv.Identifier != only && lv.Iid != only {
			r.names = append(r.names, lv.Identifier)
			continue
		}
		n := r.level(src, lv)
		switch layout {
		case "LinearHorizontal":
			lv.WorldX, lv.WorldY = int(next[0]), 0
			next[0] += float64(lv.PxWid)
		case "LinearVertical":
			lv.WorldX, lv.WorldY = 0, int(next[1])
			next[1] += float64(lv.PxHei)
		}
		if n == nil {
			continue
		}
		n.Position = griff.V(float64(lv.WorldX), float64(lv.WorldY))
		if only != "" {
			n.Position = griff.Vec{}
		}
		if parent != nil {
			parent.Children = append(parent.Children, n)
		} else {
			r.lvl.Roots = append(r.lvl.Roots, n)
		}
	}
}

// level reads one level, from its own file if the project keeps it apart.
func (r *reader) level(src source, lv levelJSON) *level.Node {
	n := &level.Node{Name: lv.Identifier, Position: griff.V(float64(lv.WorldX), float64(lv.WorldY)), File: src.file}
	n.Line, n.Col = src.where(lv.Iid)
	if lv.LayerInstances == nil && lv.ExternalRelPath != nil {
		name := path.Join(r.dir, *lv.ExternalRelPath)
		data, err := readBounded(r.fsys, name)
		if err != nil {
			r.warn(src, lv.Iid, "level %q: its file %s cannot be read: %v (level left out)", lv.Identifier, name, err)
			return nil
		}
		ext := source{name, data}
		var full levelJSON
		if err := json.Unmarshal(data, &full); err != nil {
			r.problems.Report(problemOf(jsonError(ext, err), "level left out"))
			return nil
		}
		r.checkLevelFile(ext, lv, full)
		src, lv.LayerInstances = ext, full.LayerInstances
	}
	if bg := r.background(src, lv); bg != nil {
		n.Children = append(n.Children, bg)
	}
	// LDtk lists layers top first; Griff draws children first to last.
	for i := len(lv.LayerInstances) - 1; i >= 0; i-- {
		if c := r.layer(src, lv.LayerInstances[i]); c != nil {
			n.Children = append(n.Children, c)
		}
	}
	return n
}

// checkLevelFile warns, at the level file's level, if the file ext the
// project names for the level lv holds another level (its identifier or iid
// is not lv's: a file copied or renamed by hand). Its layers are read as
// lv's, placed where the project places lv.
func (r *reader) checkLevelFile(ext source, lv, full levelJSON) {
	if (full.Identifier == "" || full.Identifier == lv.Identifier) && (full.Iid == "" || lv.Iid == "" || full.Iid == lv.Iid) {
		return
	}
	r.warn(ext, full.Iid, "the level file holds the level %q (iid %q), but the project names it for the level %q (iid %q); its layers are read as %q's", full.Identifier, full.Iid, lv.Identifier, lv.Iid, lv.Identifier)
}

// readBounded reads the file name of fsys, or returns an error if it holds
// more than MaxFileSize bytes.
func readBounded(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err == nil && len(data) > MaxFileSize {
		err = fmt.Errorf("more than %d bytes (ldtk.MaxFileSize)", MaxFileSize)
	}
	return data, err
}

// problemOf turns a FileError into a warning, adding what was done.
func problemOf(err error, done string) scenes.Problem {
	pr := scenes.Problem{Severity: scenes.SeverityWarning, Message: err.Error() + " (" + done + ")"}
	var fe *scenes.FileError
	if errors.As(err, &fe) {
		pr.File, pr.Line, pr.Column = fe.File, fe.Line, fe.Column
		pr.Message = fmt.Sprintf("%v (%s)", fe.Err, done)
	}
	return pr
}
