package dlg

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
)

// Ext is the file name extension of dialogue files.
const Ext = ".dlg"

// Set is a game's dialogue files by name ("guard" for dialogue/guard.dlg).
// It is never changed after LoadFS or NewSet, so games may share it. The
// zero value and nil are empty sets.
type Set struct {
	scripts map[string]*Script
	names   []string
}

// NewSet returns a set of scripts, each under its name (as Parse was given
// it, without the folder and Ext). A later script of the same name
// replaces an earlier one.
func NewSet(scripts ...*Script) *Set {
	s := &Set{scripts: map[string]*Script{}}
	for _, sc := range scripts {
		name := strings.TrimSuffix(path.Base(sc.Name), Ext)
		if _, ok := s.scripts[name]; !ok {
			s.names = append(s.names, name)
		}
		s.scripts[name] = sc
	}
	sort.Strings(s.names)
	return s
}

// Script returns the script called name, or nil.
func (s *Set) Script(name string) *Script {
	if s == nil {
		return nil
	}
	return s.scripts[name]
}

// Names returns the names of the set's scripts, sorted, in a new slice.
func (s *Set) Names() []string {
	if s == nil {
		return nil
	}
	return append([]string(nil), s.names...)
}

// FileProblem is a Problem in one file of a folder.
type FileProblem struct {
	// File is the file's path in the folder ("dialogue/guard.dlg").
	File string
	Problem
}

// LoadFS reads every dir/*.dlg file of fsys (in name order) into a set. A
// missing dir is an empty set. Mistakes in a file are returned as problems
// with its path and leave the rest of it readable (see Parse). LoadFS
// returns an error only if dir or a file cannot be read.
func LoadFS(fsys fs.FS, dir string) (*Set, []FileProblem, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if errors.Is(err, fs.ErrNotExist) {
		return NewSet(), nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("dlg: reading %s: %w", dir, err)
	}
	var scripts []*Script
	var probs []FileProblem
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), Ext) {
			continue
		}
		p := path.Join(dir, e.Name())
		src, err := fs.ReadFile(fsys, p)
		if err != nil {
			return nil, nil, fmt.Errorf("dlg: reading %s: %w", p, err)
		}
		sc, ps := Parse(p, src)
		for _, pr := range ps {
			probs = append(probs, FileProblem{p, pr})
		}
		scripts = append(scripts, sc)
	}
	return NewSet(scripts...), probs, nil
}
