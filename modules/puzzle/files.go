package puzzle

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"

	"github.com/griffengine/griff/runtime"
)

// MaxLevelFileSize is the largest level file a Board reads, in bytes: 1 MiB,
// far more than the largest published Sokoban collections' few hundred
// levels. A larger file warns and is not read.
const MaxLevelFileSize = 1 << 20

// source is one text levels are read from: a level file, or the Board's
// own Levels lines.
type source struct {
	name string // as level errors name it: the file's path, or Board.Source
	text []byte
}

// sources returns the texts of b's levels, in order: its Levels lines (if
// any), then each file Files names, a pattern's matches in path order, read
// through the game folder (the service fs.FS). What cannot be read (no game
// folder, a pattern matching nothing, a missing, unreadable or too large
// file) is an error in problems; the other sources are returned.
func sources(g *runtime.Game, b *Board) (srcs []source, problems []error) {
	if len(b.Levels) > 0 {
		srcs = append(srcs, source{name: orDefault(b.Source, DefaultSource), text: []byte(joinLines(b.Levels))})
	}
	if len(b.Files) == 0 {
		return srcs, nil
	}
	fsys, ok := runtime.LookupService[fs.FS](g)
	if !ok {
		return srcs, []error{fmt.Errorf("files: no game folder to read %q from (a game made in code has none; give it Levels)", b.Files)}
	}
	var names []string
	for _, pattern := range b.Files {
		matches, err := fs.Glob(fsys, path.Clean(pattern))
		switch {
		case err != nil:
			problems = append(problems, fmt.Errorf("files: %q: %w", pattern, err))
		case len(matches) == 0 && !hasMeta(pattern):
			problems = append(problems, fmt.Errorf("%s: the level file is missing", pattern))
		case len(matches) == 0:
			problems = append(problems, fmt.Errorf("files: %q matches no level file", pattern))
		}
		slices.Sort(matches)
		for _, m := range matches {
			if !slices.Contains(names, m) {
				names = append(names, m)
			}
		}
	}
	for _, name := range names {
		text, err := readLevelFile(fsys, name)
		if err != nil {
			problems = append(problems, err)
			continue
		}
		srcs = append(srcs, source{name: name, text: text})
	}
	return srcs, problems
}

// hasMeta reports whether pattern has a character path.Match treats
// specially.
func hasMeta(pattern string) bool {
	for i := 0; i < len(pattern); i++ {
		switch pattern[i] {
		case '*', '?', '[', '\\':
			return true
		}
	}
	return false
}

// readLevelFile reads the level file name of fsys, at most
// MaxLevelFileSize bytes.
func readLevelFile(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%s: the level file is missing", name)
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	defer f.Close()
	text, err := io.ReadAll(io.LimitReader(f, MaxLevelFileSize+1))
	switch {
	case err != nil:
		return nil, fmt.Errorf("%s: %w", name, err)
	case len(text) > MaxLevelFileSize:
		return nil, fmt.Errorf("%s: the level file is larger than %d bytes (MaxLevelFileSize)", name, MaxLevelFileSize)
	}
	return text, nil
}

// sameSources reports whether a and b are the same texts under the same
// names.
func sameSources(a, b []source) bool {
	return slices.EqualFunc(a, b, func(x, y source) bool { return x.name == y.name && bytes.Equal(x.text, y.text) })
}

// readSources reads the levels of srcs, in order; the mistakes of each are
// in errs (*LevelError, naming the source).
func readSources(srcs []source) (levels []Level, errs []error) {
	for _, src := range srcs {
		lv, err := ReadLevels(src.name, src.text)
		levels = append(levels, lv...)
		if j, ok := err.(interface{ Unwrap() []error }); ok {
			errs = append(errs, j.Unwrap()...)
		}
	}
	return levels, errs
}
