package physicsgames

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// HudName is the name of the Griff.Text a level writes its score line to
// (under the camera, so it stays on screen), MenuName the title's menu.
const (
	HudName  = "Hud"
	MenuName = "Menu"
)

// title moves the title's cursor and starts the level chosen.
func (s *system) title(e *scenes.Entity, t *Title, in controls) {
	if len(t.Entries) == 0 {
		s.game.Problems().Warn(e, "PhysicsGames.Title", "no entries: there is nothing to start")
		return
	}
	n := len(t.Entries)
	t.Cursor = ((t.Cursor % n) + n) % n
	switch {
	case in.Pressed(ActionUp):
		t.Cursor = (t.Cursor + n - 1) % n
	case in.Pressed(ActionDown):
		t.Cursor = (t.Cursor + 1) % n
	case in.Pressed(ActionLaunch):
		s.change(e, "PhysicsGames.Title", t.Entries[t.Cursor].Scene)
	}
	menu := e.Find(MenuName)
	if menu == nil || s.same(hudKey{hud: menu, phase: t.Cursor, score: len(t.Entries)}) {
		return
	}
	best := s.bestScores()
	var b strings.Builder
	for i, en := range t.Entries {
		mark := "  "
		if i == t.Cursor {
			mark = "> "
		}
		fmt.Fprintf(&b, "%s%-22s best %d\n", mark, en.Label, best[en.Level])
	}
	setText(menu, b.String())
}

// setText writes text to e's Griff.Text if it changed, marking e then
// only.
func setText(e *scenes.Entity, text string) {
	if tx := scenes.Read[visual.Text](e); tx != nil && tx.Text != text {
		e.MarkChanged()
		tx.Text = text
	}
}

// hud finds the scene's HUD text entity.
func (s *system) hud() *scenes.Entity { return s.game.Scene().Find(HudName) }

// hudKey is what a HUD line shows: the line is written again only when it
// changes (a steady step then formats nothing).
type hudKey struct {
	hud                           *scenes.Entity
	phase, score, a, b, best, won int
	tilted                        bool
}

// same reports whether k is what the HUD shows already, and keeps it.
// After a restore (Restored) it is not: the HUD then holds the line of
// the moment restored, which the kept key need not be (a rewind from a later
// step whose line k is again would leave the restored line standing).
func (s *system) same(k hudKey) bool {
	if k == s.shown {
		return true
	}
	s.shown = k
	return false
}

// showSling writes a slingshot level's HUD line.
func (s *system) showSling(sl *Sling) {
	h := s.hud()
	if h == nil || s.same(hudKey{h, int(sl.Phase), sl.Score, sl.Shots, 0, sl.Best, sl.Won, false}) {
		return
	}
	var line string
	switch sl.Phase {
	case SlingWon:
		line = fmt.Sprintf("Level cleared! Score %d   %s   best %d   [Space] title", sl.Score, stars(sl.Won), max(sl.Best, sl.Score))
	case SlingLost:
		line = fmt.Sprintf("Out of birds. Score %d   best %d   [Space] title", sl.Score, max(sl.Best, sl.Score))
	default:
		line = fmt.Sprintf("Score %d   Birds %d   best %d   drag the bird (or arrows + Space)", sl.Score, sl.Shots, sl.Best)
	}
	setText(h, line)
}

// stars draws n of three stars.
func stars(n int) string {
	n = min(max(n, 0), 3)
	return strings.Repeat("*", n) + strings.Repeat("-", 3-n) + " stars"
}

// showTable writes a pinball table's HUD line.
func (s *system) showTable(t *Table) {
	h := s.hud()
	if h == nil || s.same(hudKey{h, int(t.Phase), t.Score, t.Ball, t.Balls, t.Best, bars(t), t.Tilted}) {
		return
	}
	var line string
	switch {
	case t.Phase == TableOver:
		line = fmt.Sprintf("GAME OVER\nScore %d\nbest %d\n[Space] title", t.Score, max(t.Best, t.Score))
	case t.Tilted:
		line = fmt.Sprintf("TILT\nScore %d\nBall %d of %d", t.Score, t.Ball, t.Ball+t.Balls-1)
	default:
		line = fmt.Sprintf("Score %d\nBall %d of %d\nTilt %s\nbest %d", t.Score, t.Ball, t.Ball+t.Balls-1, meter(t), t.Best)
	}
	setText(h, line)
}

// meter draws the tilt meter as a bar of 4 to its limit.
func meter(t *Table) string {
	n := bars(t)
	return "[" + strings.Repeat("#", n) + strings.Repeat(".", 4-n) + "]"
}

// bars is how many of the tilt meter's 4 bars are lit.
func bars(t *Table) int {
	limit := orDefault(t.TiltLimit, defaultTiltLimit)
	return min(max(int(math.Ceil(t.Meter*4/limit)), 0), 4)
}

// sortedKeys returns m's keys in order.
func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
