package rendering

import (
	"io/fs"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// ImageCheck finds, without drawing, the images and fonts a game's drawables
// name that a window could not draw: an image missing, unreadable, larger than
// imagefile.MaxSide on a side or whose pixels do not decode; a font missing or
// unreadable; a text too long or of a bad size; a tile id outside its tilemap's
// tileset (once per map, as a Renderer warns). It reads each image once, its
// size from the file's header (imagefile.Size) and then its pixels
// (imagefile.Decode, dropped at once), and each font once. Each problem is
// reported once per file to the game's problem log, with the warning a Renderer
// gives for it (for pixels that do not decode, the one Renderer.ImageFailed
// gives in the window), naming the first entity and component that drew it. It
// is for hosts that draw nothing (a dedicated server, a headless run), so that
// they report what the window would. An ImageCheck serves one game and must be
// used from the game's goroutine.
type ImageCheck struct {
	r *Renderer
	s checkSink
}

// NewImageCheck returns a check of the images in assets, the game folder (as
// Options.Assets; nil reads nothing, so every image is missing).
func NewImageCheck(assets fs.FS) *ImageCheck {
	c := &ImageCheck{r: &Renderer{opts: Options{Assets: assets}, images: map[string]*imageInfo{},
		fonts: map[string]*fontInfo{}, decodePixels: true}}
	c.s.f.r = c.r
	return c
}

// Check has every visual.Drawable of g's active entities draw, in hierarchy
// order, into a sink that only looks up the images drawn (by Sprite, Tilemap
// and Quad) and the fonts of texts (Shape draws nothing here), and reports to
// g.Problems() each image or font that cannot be drawn, once per file. Once every image has been looked
// up, Check allocates nothing. Check must be called from the game's goroutine,
// between steps.
func (c *ImageCheck) Check(g *runtime.Game) {
	f := &c.s.f
	f.problems, f.tick = g.Problems(), g.Clock().Tick()
	c.walk(g.Scene().Roots())
	c.s.f = frame{r: c.r}
}

// walk visits es and their descendants in hierarchy order, skipping inactive
// subtrees.
func (c *ImageCheck) walk(es []*scenes.Entity) {
	for _, e := range es {
		if !e.Active() {
			continue
		}
		for _, comp := range e.ReadComponents() {
			if d, ok := comp.(visual.Drawable); ok {
				c.s.f.e, c.s.f.d = e, d
				d.Draw(&c.s)
			}
		}
		if ch := e.Children(); len(ch) > 0 {
			c.walk(ch)
		}
	}
}

// checkSink is the visual.Sink of an ImageCheck: it looks up the images drawn
// and draws nothing. Its frame holds only what a warning needs (the renderer
// whose image records it uses, the problem log, the entity and drawable).
type checkSink struct{ f frame }

var _ visual.Sink = (*checkSink)(nil)

// Entity, Tick and Blend tell a drawable where it is drawn (at its last step, as
// it is); Shape names no image and does nothing.
func (s *checkSink) Entity() *scenes.Entity { return s.f.e }
func (s *checkSink) Tick() griff.Tick       { return s.f.tick }
func (s *checkSink) Blend() float64         { return 1 }
func (s *checkSink) Shape(*visual.Shape)    {}

// Text checks the text as a Renderer draws it (its length and size) and looks
// up its font, warning as a Renderer does; the log keeps each warning once.
func (s *checkSink) Text(t *visual.Text) {
	var lay textLayout
	if _, _, ok := s.f.checkText(t, &lay); ok {
		s.f.r.font(t.Font, &s.f)
	}
}

// Sprite looks up the sprite's image, warning once if it cannot be drawn.
func (s *checkSink) Sprite(sp *visual.Sprite) {
	s.f.r.imageMemo(&sp.Memo, sp.Image).usable(&s.f)
}

// Tilemap looks up the tileset image of a tilemap that has cells and, when it
// reads, warns once per map (as a Renderer does) of a tile id outside it. The
// cells are looked through again only when the map's cells or the tileset's
// size change, so a step's check of an unchanged map costs no scan. A map
// naming no tileset and no images whose cells are all empty is collision data
// (an LDtk IntGrid layer) and warns of nothing, as a Renderer draws it.
func (s *checkSink) Tilemap(t *visual.Tilemap) {
	if t.Empty() {
		return
	}
	for _, im := range t.Images {
		s.f.r.image(im.Image).usable(&s.f)
	}
	if t.Tileset == "" && len(t.Images) > 0 {
		return
	}
	note, _ := t.Memo.Note().(*tileNote)
	if note == nil || note.owner != t {
		note = &tileNote{owner: t}
		t.Memo.SetNote(note)
	}
	if t.Tileset == "" && note.blankCells(t.Cells) {
		return // collision data only (an LDtk IntGrid layer), as Renderer.Tilemap
	}
	info := s.f.r.image(t.Tileset)
	if !info.usable(&s.f) {
		return
	}
	_, count := tiles(t, info)
	if note.warnedID || count < 0 || note.checked == checkedCells(t.Cells, count) {
		return
	}
	note.checked = checkedCells(t.Cells, count)
	for _, id := range t.Cells {
		if id > count {
			note.warnedID = true
			s.f.problems.Warn(s.f.e, s.f.component(), "rendering: tile id %d is outside tileset %s (ids 1..%d); drawn as a magenta square", id, t.Tileset, count)
			return
		}
	}
}

// Floor looks up the floor's image, if it has one (visual.FloorSink).
func (s *checkSink) Floor(f visual.Floor) {
	if f.Image != "" {
		s.f.r.image(f.Image).usable(&s.f)
	}
}

// Quad looks up the quad's image, if it has one.
func (s *checkSink) Quad(q visual.Quad) {
	if q.Image != "" {
		s.f.r.image(q.Image).usable(&s.f)
	}
}
