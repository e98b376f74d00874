package ebitenhost

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/griffengine/griff/rendering/text"
	"github.com/griffengine/griff/scenes"
)

// The keys of the problem overlay. Function keys, because games rarely bind
// them (the built-in game and the platformer template play with the arrows,
// WASD and Space; the host takes F11 for fullscreen) and they are in the same
// place on every keyboard layout, which the backquote key of a game console is
// not (on German and French keyboards it is a dead key or elsewhere).
const (
	// OverlayPanelKey expands the problem badge into the panel listing the
	// problems, and collapses it again.
	OverlayPanelKey = ebiten.KeyF1
	// OverlayDismissKey hides the badge and the panel until a new problem is
	// recorded.
	OverlayDismissKey = ebiten.KeyF2
	// OverlayResumeKey resumes a game paused because a step panicked: the game
	// is put back to the snapshot taken as that step began, and plays on
	// (hosting.Loop.Resume). Other keys do nothing to a faulted game.
	OverlayResumeKey = ebiten.KeyF3
)

// Colours of the overlay.
var (
	overlayError   = color.RGBA{0xd0, 0x20, 0x20, 0xff} // the badge with an error in the log
	overlayWarning = color.RGBA{0xf0, 0xa0, 0x00, 0xff} // the badge with warnings only
	overlayInfo    = color.RGBA{0x60, 0x70, 0x80, 0xff} // the badge with notes only
	overlayPanel   = color.RGBA{0x10, 0x10, 0x18, 0xe8} // the panel's background (premultiplied)
	overlayText    = color.RGBA{0xf0, 0xf0, 0xf0, 0xff}
	overlayDark    = color.RGBA{0x00, 0x00, 0x00, 0xff}
)

// overlay draws the game's problem log on top of the game: a count badge in the
// top right corner while the log has problems, which OverlayPanelKey expands into
// a panel listing the newest problems that fit, and OverlayDismissKey hides until
// another problem comes. It reads the log (scenes.Problems.List) and keeps no
// game state: what it draws is not in the game's fingerprint, and the problems
// still go to Options.Game.Problems as they are recorded. Its text is set with
// package rendering/text in the built-in Go Regular font, into a picture the size
// of the screen that is made again only when what it shows changes.
type overlay struct {
	log       *scenes.Problems
	folder    string // the game folder's name: problem files inside it are shown relative to it
	expanded  bool
	dismissed int // the log's length when the overlay was dismissed; -1 if it is not

	font   *text.Font   // nil until the first problem
	atlas  *text.Atlas  // the glyphs of font at the overlay's size
	glyphs []text.Glyph // reused by line
	size   float64      // the font size in pixels

	shown  overlayState  // what pic shows
	pic    *image.RGBA   // the overlay's picture, premultiplied, the screen's size
	img    *ebiten.Image // pic on the GPU
	failed bool          // the font did not load: the overlay draws nothing
}

// overlayState is what the overlay's picture depends on.
type overlayState struct {
	problems int
	expanded bool
}

// newOverlay returns the overlay of log, for the game folder named folder (the
// LoadedGame's Name: problems name their files under it).
func newOverlay(log *scenes.Problems, folder string) *overlay {
	return &overlay{log: log, folder: folder, dismissed: -1}
}

// update takes the overlay's keys; pressed says whether a key went down this
// frame.
func (o *overlay) update(pressed func(ebiten.Key) bool) {
	n := o.log.Len()
	if o.dismissed >= 0 && n > o.dismissed {
		o.dismissed = -1 // a new problem shows the badge again
	}
	if n == 0 {
		return
	}
	switch {
	case pressed(OverlayDismissKey):
		o.dismissed, o.expanded = n, false
	case pressed(OverlayPanelKey):
		o.expanded = !o.expanded
		o.dismissed = -1
	}
}

// draw draws the badge or the panel onto screen, in the screen's pixels.
func (o *overlay) draw(screen *ebiten.Image) {
	if o.log.Len() == 0 || o.dismissed >= 0 || o.failed {
		return
	}
	b := screen.Bounds()
	if o.font == nil {
		f, err := text.BuiltIn(text.DefaultFont)
		if err != nil {
			o.failed = true
			return
		}
		o.font, o.atlas, o.size = f, text.NewAtlas(text.AtlasOptions{PageSize: 256}), overlayFontSize(b.Dy())
		o.pic = image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
		o.img = ebiten.NewImage(b.Dx(), b.Dy())
		o.shown.problems = -1
	}
	if st := (overlayState{o.log.Len(), o.expanded}); st != o.shown {
		o.shown = st
		clear(o.pic.Pix)
		if o.expanded {
			o.drawPanel()
		} else {
			o.drawBadge()
		}
		o.img.WritePixels(o.pic.Pix)
	}
	screen.DrawImage(o.img, nil)
}

// overlayFontSize is the overlay's text size in pixels for a screen h pixels
// high: a 30th of it, between 8 and 16, so a 160×90 pixel-art screen (shown at
// several times its size) still fits a few lines and a 1080p screen's text is
// not huge.
func overlayFontSize(h int) float64 { return math.Max(8, math.Min(16, math.Floor(float64(h)/30))) }

// worst returns the badge's colours: red if the log has an error, amber if a
// warning, grey otherwise.
func (o *overlay) worst() (bg, fg color.RGBA) {
	w := scenes.SeverityInfo
	for _, p := range o.log.List() {
		w = max(w, p.Severity)
	}
	switch w {
	case scenes.SeverityError:
		return overlayError, overlayText
	case scenes.SeverityWarning:
		return overlayWarning, overlayDark
	}
	return overlayInfo, overlayText
}

// drawBadge draws "! N" in a box of the worst severity's colour in the top right
// corner.
func (o *overlay) drawBadge() {
	label := fmt.Sprintf("! %d", o.log.Len())
	pad := int(math.Ceil(o.size / 4))
	_, m := o.atlas.Layout(o.glyphs[:0], o.font, label, text.Options{Size: o.size})
	w, h := int(math.Ceil(m.Width))+2*pad, int(math.Ceil(m.Height))+pad
	x := o.pic.Bounds().Dx() - w - pad
	bg, fg := o.worst()
	draw.Draw(o.pic, image.Rect(x, pad, x+w, pad+h), image.NewUniform(bg), image.Point{}, draw.Src)
	o.line(label, x+pad, pad+pad/2, 1<<20, fg)
}

// drawPanel draws the panel: a title line, then the newest problems that fit,
// oldest of them first, each wrapped onto as many lines as it needs (the
// continuation lines indented), so that the cause at the end of a long line
// stays in view. Files inside the game folder are shown relative to it.
func (o *overlay) drawPanel() {
	b := o.pic.Bounds()
	_, m := o.atlas.Layout(o.glyphs[:0], o.font, "!", text.Options{Size: o.size})
	lineH, pad := int(math.Ceil(m.LineHeight)), int(math.Ceil(o.size/4))
	list := o.log.List()
	rows := max(1, (b.Dy()-2*pad)/lineH-1)
	width := b.Dx() - 2*pad
	indent := int(math.Ceil(2 * o.size))
	// The newest problems whose lines fit, walking back from the last.
	var shown [][]string
	used := 0
	for i := len(list) - 1; i >= 0; i-- {
		lines := o.wrap(o.text(list[i]), width, width-indent)
		if used > 0 && used+len(lines) > rows {
			break
		}
		shown = append(shown, lines)
		used += len(lines)
	}
	first := len(list) - len(shown)
	panel := image.Rect(0, 0, b.Dx(), min(b.Dy(), (used+1)*lineH+2*pad))
	draw.Draw(o.pic, panel, image.NewUniform(overlayPanel), image.Point{}, draw.Src)
	title := fmt.Sprintf("%d problems (F1 closes, F2 dismisses)", len(list))
	if first > 0 {
		title = fmt.Sprintf("%d problems, the last %d shown (F1 closes, F2 dismisses)", len(list), len(list)-first)
	}
	o.line(title, pad, pad, width, overlayText)
	row := 1
	for i := len(shown) - 1; i >= 0; i-- {
		c := overlayText
		switch list[len(list)-1-i].Severity {
		case scenes.SeverityError:
			c = color.RGBA{0xff, 0x70, 0x70, 0xff}
		case scenes.SeverityWarning:
			c = color.RGBA{0xff, 0xc8, 0x40, 0xff}
		}
		for j, l := range shown[i] {
			x, w := pad, width
			if j > 0 {
				x, w = pad+indent, width-indent
			}
			o.line(l, x, pad+row*lineH, w, c)
			row++
		}
	}
}

// text returns p as the panel shows it: its file relative to the game folder
// when it is inside it.
func (o *overlay) text(p scenes.Problem) string {
	if o.folder != "" {
		if rel, ok := strings.CutPrefix(p.File, strings.TrimSuffix(o.folder, "/")+"/"); ok && rel != "" {
			p.File = rel
		}
	}
	return p.String()
}

// maxWrappedLines is the most lines one problem is wrapped onto; the last is
// cut with "…" if the problem is longer still.
const maxWrappedLines = 6

// wrap splits s into lines of at most width pixels (the first) and rest pixels
// (the others), breaking after a space or "/" in the second half of a line
// when there is one, else where the width runs out.
func (o *overlay) wrap(s string, width, rest int) []string {
	opts := text.Options{Size: o.size}
	var lines []string
	w := width
	for len(lines) < maxWrappedLines-1 {
		var m text.Metrics
		o.glyphs, m = o.atlas.Layout(o.glyphs[:0], o.font, s, opts)
		if m.Width <= float64(w) {
			break
		}
		cut := len(s)
		for _, g := range o.glyphs {
			if g.Line > 0 || g.Dst.Max.X > w {
				cut = int(g.Byte)
				break
			}
		}
		if cut <= 0 || cut >= len(s) {
			break
		}
		if i := strings.LastIndexAny(s[:cut], " /"); i >= cut/2 {
			cut = i + 1
		}
		lines = append(lines, strings.TrimRight(s[:cut], " "))
		s = strings.TrimLeft(s[cut:], " ")
		w = rest
	}
	return append(lines, s)
}

// line draws s in colour c with its top left corner at (x, y), cut to width
// pixels with "…" at its end when it is wider.
func (o *overlay) line(s string, x, y, width int, c color.RGBA) {
	opts := text.Options{Size: o.size}
	var m text.Metrics
	o.glyphs, m = o.atlas.Layout(o.glyphs[:0], o.font, s, opts)
	if m.Width > float64(width) {
		dots, em := o.atlas.Layout(nil, o.font, "…", opts)
		keep := 0
		for keep < len(o.glyphs) && o.glyphs[keep].Line == 0 && float64(o.glyphs[keep].Dst.Max.X)+em.Width <= float64(width) {
			keep++
		}
		end := 0
		if keep > 0 {
			end = o.glyphs[keep-1].Dst.Max.X
		}
		o.glyphs = o.glyphs[:keep]
		for _, d := range dots {
			d.Dst = d.Dst.Add(image.Pt(end, 0))
			o.glyphs = append(o.glyphs, d)
		}
	}
	ink := image.NewUniform(c)
	for _, g := range o.glyphs {
		if g.Line > 0 {
			break // one line only: a problem's message has no line breaks
		}
		page := o.atlas.Page(int(g.Page)).Image()
		draw.DrawMask(o.pic, g.Dst.Add(image.Pt(x, y)), ink, image.Point{}, page, g.Src.Min, draw.Over)
	}
}

// overlayKeys returns the overlay's key check: Ebitengine's keyboard, or keys's
// list for the frame Update is in.
func overlayKeys(h *host, keys func(frame int) []ebiten.Key) func(ebiten.Key) bool {
	if keys == nil {
		return inpututil.IsKeyJustPressed
	}
	return func(k ebiten.Key) bool {
		for _, d := range keys(h.updates) {
			if d == k {
				return true
			}
		}
		return false
	}
}
