package tests

import (
	"bytes"
	"image"
	"image/png"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/novel"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// novelHost is the novel template played headless by the host's loop, with
// a saves store and input pushed by the test.
type novelHost struct {
	t     *testing.T
	g     *runtime.Game
	loop  *hosting.Loop
	live  *input.Live
	store *saves.MemoryStore
	probs []scenes.Problem
	fps   map[uint64]string // the fingerprint after each step, by tick (when kept)
}

func newNovelHost(t *testing.T, store *saves.MemoryStore) *novelHost {
	t.Helper()
	lg, err := hosting.Load(novel.Template(), "novel")
	if err != nil {
		t.Fatal(err)
	}
	h := &novelHost{t: t, live: input.NewLive(nil), store: store}
	h.g, err = lg.NewGame(hosting.Options{Input: h.live, Saves: store,
		Problems: func(p scenes.Problem) { h.probs = append(h.probs, p) }})
	if err != nil {
		t.Fatal(err)
	}
	h.loop = &hosting.Loop{Game: h.g, NoUndo: true}
	return h
}

// frames runs n frames of one step each.
func (h *novelHost) frames(n int) {
	h.t.Helper()
	for range n {
		if _, err := h.loop.Frame(time.Second / 60); err != nil {
			h.t.Fatal(err)
		}
		if h.fps != nil {
			h.fps[uint64(h.g.Clock().Tick())] = h.g.Fingerprint()
		}
	}
}

// down presses action for the next step and takes it; up releases it in the
// step after (the caller takes it).
func (h *novelHost) down(action string) {
	h.live.Push(input.Event{Action: action, Down: true, Value: 1})
	h.frames(1)
	h.live.Push(input.Event{Action: action})
}

// hit presses and releases action: two steps.
func (h *novelHost) hit(action string) { h.down(action); h.frames(1) }

func (h *novelHost) reader() *novel.Reader {
	for _, r := range scenes.All[novel.Reader](h.g.Scene()) {
		return r
	}
	h.t.Fatal("no Novel.Reader")
	return nil
}

// toLine advances until the reader has shown n lines, letting each type out.
func (h *novelHost) toLine(n int) {
	h.t.Helper()
	for tries := 0; h.reader().Now.Said < n; tries++ {
		if tries > 40 {
			h.t.Fatalf("the story did not reach line %d (at %d)", n, h.reader().Now.Said)
		}
		h.frames(100)
		h.hit(novel.ActionAdvance)
	}
}

// TestNovelSaveSlot saves in slot 3 from the slot screen mid-story, plays on,
// loads slot 3 from the screen: the game is exactly as it was when saved (the
// same fingerprint), the slot's record has the line, the play time and a
// 160×90 PNG picture of the stage that is not blank, and the story plays on.
func TestNovelSaveSlot(t *testing.T) {
	h := newNovelHost(t, &saves.MemoryStore{})
	h.frames(1)
	h.hit("UIAccept")
	h.toLine(2)
	h.frames(100)
	line := h.reader().Now
	h.hit(novel.ActionSaveMenu)
	h.hit("UIDown")
	h.hit("UIDown")
	h.down("UIAccept") // Slot3: saved at the end of this step
	want, tick := h.g.Fingerprint(), h.g.Clock().Tick()
	h.frames(1)
	if pn := runtime.Service[ui.IPanels](h.g); pn.Top() == "Slots" {
		t.Fatal("the slot screen is still open after saving")
	}
	h.toLine(4) // the choice comes after the fourth
	if h.g.Fingerprint() == want {
		t.Fatal("playing on did not change the game")
	}
	h.hit(novel.ActionLoadMenu)
	label := scenes.Get[ui.Widget](h.g.Scene().Find("Slot3")).Label
	if !strings.HasPrefix(label, "3  0:") || !strings.Contains(label, excerptOf(line.Text)) {
		t.Errorf("slot 3 reads %q on the load screen, want its number, play time and %q", label, line.Text)
	}
	h.hit("UIDown")
	h.hit("UIDown")
	h.down("UIAccept") // loaded at the end of this step
	if got := h.g.Fingerprint(); got != want || h.g.Clock().Tick() != tick {
		t.Errorf("after loading slot 3: tick %d, fingerprint %s; want tick %d, %s (as saved)", h.g.Clock().Tick(), got, tick, want)
	}
	info, err := novel.ReadSlotInfo(h.g, novel.SlotName(3))
	if err != nil {
		t.Fatal(err)
	}
	if info.Steps != tick || info.Text != line.Text {
		t.Errorf("slot 3's record: steps %d, text %q; want %d, %q", info.Steps, info.Text, tick, line.Text)
	}
	checkThumbnail(t, info.Thumbnail)
	h.frames(1)
	said := h.reader().Now.Said
	h.toLine(said + 1)
	if err := h.loop.Close(); err != nil {
		t.Fatal(err)
	}
	for _, p := range h.probs {
		t.Errorf("problem: %v", p)
	}
}

// excerptOf is the start of a line as a slot's label shows it.
func excerptOf(text string) string {
	r := []rune(text)
	return string(r[:min(len(r), 20)])
}

// checkThumbnail checks data is a PNG of 160×90 with a drawn picture (many
// colours, not one).
func checkThumbnail(t *testing.T, data []byte) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the slot's picture (%d bytes) is no PNG: %v", len(data), err)
	}
	if img.Bounds() != image.Rect(0, 0, novel.ThumbWidth, novel.ThumbHeight) {
		t.Errorf("the slot's picture is %v, want %dx%d", img.Bounds(), novel.ThumbWidth, novel.ThumbHeight)
	}
	colours := map[[4]uint32]bool{}
	for y := range img.Bounds().Dy() {
		for x := range img.Bounds().Dx() {
			r, g, b, a := img.At(x, y).RGBA()
			colours[[4]uint32{r, g, b, a}] = true
		}
	}
	if len(colours) < 16 {
		t.Errorf("the slot's picture has %d colours, want a drawn stage (16 or more)", len(colours))
	}
}

// TestNovelRollbackReplays reads four lines (up to the choice), rolls back three (each a
// whole-game snapshot kept at the line) and advances again the same way:
// every step after the next line shows has the fingerprint it had the first
// time, at the same tick.
func TestNovelRollbackReplays(t *testing.T) {
	h := newNovelHost(t, &saves.MemoryStore{})
	h.frames(1)
	h.hit("UIAccept")
	for n := 0; h.reader().Now.Said < 1; n++ { // to the step the first line shows in
		if n > 300 {
			t.Fatal("the first line did not show")
		}
		h.frames(1)
	}
	at := h.reader().Now.Step
	if at != h.g.Clock().Tick() {
		t.Fatalf("the first line's moment is of step %d, want %d", at, h.g.Clock().Tick())
	}
	script := func() {
		for n := 2; n <= 4; n++ {
			h.toLine(n)
		}
		h.frames(100)
	}
	h.fps = map[uint64]string{}
	script()
	first := h.fps
	line2 := h.reader().History[1].Step
	h.fps = nil // the rollbacks' own steps are not compared
	if h.reader().Now.Said != 4 {
		t.Fatalf("the script reached line %d, want 4", h.reader().Now.Said)
	}
	h.hit(novel.ActionRollback)
	h.hit(novel.ActionRollback)
	h.down(novel.ActionRollback) // released in the script's first step
	// The last rollback put the game back at the end of its step: it is
	// again at the end of the step line 1 showed in.
	if r := h.reader(); r.Now.Said != 1 || h.g.Clock().Tick() != at {
		t.Fatalf("after three rollbacks: line %d at tick %d, want line 1 at tick %d", r.Now.Said, h.g.Clock().Tick(), at)
	}
	h.fps = map[uint64]string{}
	script()
	compared := 0
	for tick, fp := range h.fps {
		if tick < uint64(line2) { // until line 2 shows, line 1 is whole (rollback shows it so)
			continue
		}
		compared++
		if first[tick] != fp {
			t.Errorf("step %d after the rollback: %s, first time %s", tick, fp, first[tick])
		}
	}
	if compared < 300 {
		t.Errorf("compared %d steps, want 300 or more", compared)
	}
	for _, p := range h.probs {
		t.Errorf("problem: %v", p)
	}
}
