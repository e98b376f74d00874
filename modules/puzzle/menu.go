package puzzle

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/hud"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// levelAction is the prefix of a level-select widget's action: "level:N"
// plays level N (from 0).
const levelAction = "level:"

// SolvedMark is put after the label of a solved level's widget, and
// WonMark after the status text of a level just solved.
const (
	SolvedMark = "  (solved)"
	WonMark    = "  solved!"
)

// menu handles the level select: a widget "level:N" chosen this step plays
// level N and closes the panel; the levels action opens or closes it. It
// keeps the widgets' labels ("N. Title", marked when solved) and reports
// whether a panel is open (the moves then wait).
func (s *system) menu(e *scenes.Entity, b *Board, levels []Level) bool {
	panels, ok := runtime.LookupService[ui.IPanels](s.game)
	if !ok {
		return false
	}
	name := orDefault(b.Menu, DefaultMenu)
	for _, c := range panels.Chosen() {
		n, err := strconv.Atoi(strings.TrimPrefix(c.Action, levelAction))
		if !strings.HasPrefix(c.Action, levelAction) {
			continue
		}
		if err != nil || n < 0 || n >= len(levels) {
			s.game.Problems().Warn(e, "Puzzle.Board", "the widget %q plays %q, and there is no such level (%d levels)", c.Widget, c.Action, len(levels))
			continue
		}
		b.Level, b.Built = n, 0
		panels.Close(name)
	}
	if s.game.Input().Pressed(0, ActionLevels) {
		s.toggleMenu(b)
	}
	s.labels(b, levels)
	return panels.Top() != ""
}

// toggleMenu closes the level select if it is on top, or opens it if no
// panel is open.
func (s *system) toggleMenu(b *Board) {
	panels, ok := runtime.LookupService[ui.IPanels](s.game)
	if !ok {
		return
	}
	name := orDefault(b.Menu, DefaultMenu)
	if panels.Top() == name {
		panels.Close(name)
	} else if panels.Top() == "" {
		panels.Open(name)
	}
}

// openMenu opens the level select, if the game has a UI.
func (s *system) openMenu(b *Board) {
	if panels, ok := runtime.LookupService[ui.IPanels](s.game); ok && panels.Top() == "" {
		panels.Open(orDefault(b.Menu, DefaultMenu))
	}
}

// labels sets the label of every widget whose action is "level:N", marking
// the widgets whose label changes only.
func (s *system) labels(b *Board, levels []Level) {
	for e, w := range scenes.AllRead[ui.Widget](s.game.Scene()) {
		if !strings.HasPrefix(w.Action, levelAction) {
			continue
		}
		n, err := strconv.Atoi(w.Action[len(levelAction):])
		if err != nil || n < 0 || n >= len(levels) {
			continue
		}
		label := s.names[0][n]
		if n < len(b.Solved) && b.Solved[n] {
			label = s.names[1][n]
		}
		if w.Label != label {
			e.MarkChanged()
			w.Label = label
		}
	}
}

// levelName is "N. Title", or "Level N" for a level with no title.
func levelName(n int, lv *Level) string {
	if lv.Title == "" {
		return fmt.Sprintf("Level %d", n+1)
	}
	return fmt.Sprintf("%d. %s", n+1, lv.Title)
}

// status shows the level's name and whether it is solved in the Griff.Text
// of the entity named b.Status, marking it only when the text changes.
func (s *system) status(e *scenes.Entity, b *Board, levels []Level) {
	if b.Status == "" {
		return
	}
	se := e.FindFor("Puzzle.Board", b.Status)
	if se == nil {
		return
	}
	t := scenes.Read[visual.Text](se)
	if t == nil {
		s.game.Problems().Warn(se, "Griff.Text", "the board's status entity has no Griff.Text")
		return
	}
	text := s.names[0][b.Level]
	if b.Won {
		text = s.names[2][b.Level]
	}
	if t.Text != text {
		se.MarkChanged()
		t.Set(text)
	}
}

// outputGoal reports whether the board's output goal is met: the named
// output GoalOutput of GoalEntity is non-zero, or there is none. A name that
// finds nothing warns once and counts as not met.
func (s *system) outputGoal(e *scenes.Entity, b *Board) bool {
	if b.GoalOutput == "" {
		return true
	}
	ct, key, err := hud.ParseOutput(b.GoalOutput)
	if err != nil {
		s.game.Problems().Warn(e, "Puzzle.Board", "goalOutput: %v", err)
		return false
	}
	target := e
	if b.GoalEntity != "" {
		if target = e.FindFor("Puzzle.Board", b.GoalEntity); target == nil {
			return false
		}
	}
	c := target.Component(ct)
	if c == nil {
		s.game.Problems().Warn(e, "Puzzle.Board", "goalOutput: %s has no %s", target, ct.Name())
		return false
	}
	v, ok := ct.Number(c, key)
	if !ok {
		s.game.Problems().Warn(e, "Puzzle.Board", "goalOutput: %s has no number named %q", ct.Name(), key)
	}
	return v != 0
}

// menuShown reports whether a panel is open (moves then wait).
func (s *system) menuShown() bool {
	panels, ok := runtime.LookupService[ui.IPanels](s.game)
	return ok && panels.Top() != ""
}
