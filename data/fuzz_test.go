package data_test

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/griff"
)

// fuzzNames are the files of a fuzzed table set, named so that the seeds'
// references between them hold.
var fuzzNames = []string{"heroes.csv", "weapons.csv", "levels.csv", "consts.csv"}

// evalAll evaluates every cell of s in table, row and column order with one rng
// seeded 7, and returns each value's bits and error text.
func evalAll(t *testing.T, s *data.Set) []string {
	rng := griff.NewRand(7)
	var out []string
	for _, tb := range s.Tables() {
		for r := range tb.Len() {
			for c := range tb.NumColumns() {
				cl, err := s.Cell(tb.Name(), tb.ID(r), tb.Column(c).Name)
				if err != nil {
					t.Fatalf("Cell(%s, %q, %s): %v", tb.Name(), tb.ID(r), tb.Column(c).Name, err)
				}
				v, err := s.Eval(cl, rng)
				if err == nil && (math.IsNaN(v) || math.IsInf(v, 0)) {
					t.Fatalf("%s[%q].%s = %v with no error", tb.Name(), tb.ID(r), tb.Column(c).Name, v)
				}
				out = append(out, fmt.Sprintf("%x %v", math.Float64bits(v), err))
			}
		}
	}
	return out
}

// FuzzSet loads four tables that may read each other (ref cells, formulas naming
// cells of other tables, cycles) and evaluates every cell: no panic; every
// error is a *table.Error naming one of the files; a cycle is reported by its
// path, from a cell back to itself; loading and evaluating again with the same
// seed gives the same bits.
func FuzzSet(f *testing.F) {
	var game [][]byte
	for _, name := range fuzzNames {
		b, err := os.ReadFile(filepath.Join("testdata", "game", "tables", name))
		if err != nil {
			f.Fatal(err)
		}
		game = append(game, b)
	}
	f.Add(game[0], game[1], game[2], game[3])
	cycle, err := os.ReadFile(filepath.Join("testdata", "cycle.csv"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(game[0], game[1], cycle, game[3])
	f.Add([]byte("id,f:formula,w:ref(weapons)\nk0,1d6 + w.bonus,sword\nk1,heroes[k0].f + heroes[k0].f,\n"), game[1],
		[]byte("\xef\xbb\xbfsep=;\r\nlevel;xp:int;bonus:formula\r\n1;0;heroes[k1].f * 1,5\r\n"), []byte("id,scale:float\ngame,1.25\n"))
	f.Add([]byte("id,a:formula\nx,consts[game].b\n"), game[1], game[2], []byte("id,b:formula\ngame,heroes[x].a\n"))
	f.Fuzz(func(t *testing.T, heroes, weapons, levels, consts []byte) {
		files := map[string][]byte{}
		for i, b := range [][]byte{heroes, weapons, levels, consts} {
			files[fuzzNames[i]] = b
		}
		s, err := data.LoadFiles(files)
		if err != nil {
			checkSetError(t, err)
			return
		}
		again, err := data.LoadFiles(files)
		if err != nil {
			t.Fatalf("loaded once, then: %v", err)
		}
		a, b := evalAll(t, s), evalAll(t, again)
		if !slices.Equal(a, b) {
			t.Fatalf("same tables, same seed, different values:\n%v\n%v", a, b)
		}
	})
}

// checkSetError checks that a set's load error names one of the files and, for a
// cycle, the whole path.
func checkSetError(t *testing.T, err error) {
	var e *table.Error
	if !errors.As(err, &e) || !slices.Contains(fuzzNames, e.File) {
		t.Fatalf("error %v is not a *table.Error naming one of %v", err, fuzzNames)
	}
	if !errors.Is(err, data.ErrCycle) {
		return
	}
	_, path, _ := strings.Cut(err.Error(), data.ErrCycle.Error()+": ")
	for k := range len(path) { // a row id may hold " -> " itself
		if strings.HasPrefix(path[k:], " -> ") && strings.HasSuffix(path, " -> "+path[:k]) {
			return
		}
	}
	t.Fatalf("cycle error %q does not give a path from a cell back to itself", err)
}
