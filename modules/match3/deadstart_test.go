package match3

import (
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// deadLayout is a 4×4 layout of fixed colours (4 colours) in which no swap
// makes a line: the test checks that of the layout as written.
var deadLayout = []string{"1212", "3434", "2121", "4343"}

// TestTiledDeadLayoutHasNoMove: the layout tests/match3_level_test.go gives a
// template level (deadLayout tiled to 8×8) has no move as written.
func TestTiledDeadLayoutHasNoMove(t *testing.T) {
	var rows []string
	for y := range 8 {
		rows = append(rows, strings.Repeat(deadLayout[y%4], 2))
	}
	b := Board{Width: 8, Height: 8, Colours: 5, Layout: rows}
	fixedCells(&b)
	if b.HasMove() {
		t.Errorf("layout %q has a move", rows)
	}
}

// fixedCells fills b's cells straight from its layout, with no deal and no
// reshuffle, to check what the layout itself leaves.
func fixedCells(b *Board) {
	w, h := b.size()
	b.Cells = make([]Gem, w*h)
	b.cells(func(c Cell) {
		b.set(c, Gem{Color: int8(b.layout(c) - '1'), Kind: KindNormal})
	})
}

// TestFixedLayoutWithNoMoveReshuffles: a scene's board whose layout fixes
// every colour so that no swap matches is reshuffled by the board's own
// stream (the same cells for the same seed), has a move and no line, and
// warns once naming the level.
func TestFixedLayoutWithNoMoveReshuffles(t *testing.T) {
	written := Board{Width: 4, Height: 4, Colours: 4, Layout: deadLayout}
	fixedCells(&written)
	if written.HasMove() {
		t.Fatal("the test's layout has a move as written; pick another")
	}
	var got []string
	log := scenes.NewProblems(func(p scenes.Problem) { got = append(got, p.String()) })
	settings := Board{Width: 4, Height: 4, Colours: 4, Layout: deadLayout, Seed: 7}
	g := newGame(t, settings, nil, log)
	for range 30 {
		g.Step()
	}
	b := scenes.Get[Board](g.Scene().Find("Board"))
	if !b.HasMove() || len(b.Matches()) != 0 || b.Shuffles != 1 || b.Phase == PhaseOver {
		t.Errorf("board after its start: move %v, %d matches, %d shuffles, phase %v; want a move, no line, 1 shuffle, playing",
			b.HasMove(), len(b.Matches()), b.Shuffles, b.Phase)
	}
	again := settings
	again.Deal(7)
	if !slices.Equal(again.Cells, b.Cells) {
		t.Error("the same layout and seed reshuffled to other cells")
	}
	if len(got) != 1 || !strings.Contains(got[0], "starts with no swap that matches") ||
		!strings.Contains(got[0], "the gems were reshuffled") || !strings.Contains(got[0], "Board#1: Match3.Board:") {
		t.Errorf("problems %q, want one warning that the level was reshuffled", got)
	}
}

// TestLayoutWithNoPossibleMoveEnds: a layout whose cells have no neighbours
// can never have a move; the board does not wait for one forever but ends,
// lost, with a warning.
func TestLayoutWithNoPossibleMoveEnds(t *testing.T) {
	var got []string
	log := scenes.NewProblems(func(p scenes.Problem) {
		if p.Component == "Match3.Board" {
			got = append(got, p.String())
		}
	})
	g := newGame(t, Board{Width: 3, Height: 3, Colours: 3, Layout: []string{"1#2", "#3#", "2#."}}, nil, log)
	g.Step()
	g.Step()
	b := scenes.Get[Board](g.Scene().Find("Board"))
	if b.Phase != PhaseOver || b.Won || !b.Told {
		t.Errorf("board phase %v, won %v, told %v; want over, lost, told", b.Phase, b.Won, b.Told)
	}
	if len(got) != 1 || !strings.Contains(got[0], "no arrangement of the gems on its layout has a swap") {
		t.Errorf("problems %q, want one warning that no arrangement has a move", got)
	}
}

// TestRandomDealIsQuiet: a board with no layout and no seed is not the
// level's doing; were it dealt with no move it would reshuffle without a word.
func TestRandomDealIsQuiet(t *testing.T) {
	var got []string
	log := scenes.NewProblems(func(p scenes.Problem) { got = append(got, p.String()) })
	g := newGame(t, Board{}, nil, log)
	g.Step()
	if len(got) != 0 {
		t.Errorf("problems %q for a board dealt at random", got)
	}
}
