package hosting

import (
	"image"

	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/softdraw"
	"github.com/griffengine/griff/runtime"
)

// MaxThumbnail is the largest side of a picture the Screen service draws, in
// pixels.
const MaxThumbnail = 1024

// screenSystem provides the runtime.Screen service of every hosted game: a
// picture of the frame the player last saw, drawn by the software backend
// (rendering/softdraw) from the game's draw list at the project's screen
// size and scaled down on the CPU. The window and the browser hand the same
// picture as headless: reading the GPU's frame back stalls it and Ebitengine
// allows it only while drawing, where a system asking between steps is not;
// softdraw follows the window's backend pass for pass (see its package
// documentation for where it may differ by a step of 255). The renderer and
// canvas are made at the first picture asked for, so a game that asks for
// none pays nothing. It adds no step and holds no game state.
type screenSystem struct {
	lg       *LoadedGame         `griff:"-"` // the folder the pictures come from: not state
	g        *runtime.Game       `griff:"-"` // the game drawn: a link
	renderer *rendering.Renderer `griff:"-"` // a cache, made at the first picture
	canvas   *softdraw.Canvas    `griff:"-"` // a cache, made at the first picture
	list     drawlist.List       `griff:"-"` // kept to reuse its memory
	screen   image.Point         `griff:"-"` // the project's screen size, in pixels
}

// Name returns "screen".
func (s *screenSystem) Name() string { return "screen" }

// Setup provides the Screen service.
func (s *screenSystem) Setup(g *runtime.Game) error {
	s.g = g
	runtime.Provide[runtime.Screen](g, s)
	return nil
}

// Thumbnail draws the game as it stands and scales it to w×h (see
// runtime.Screen); nil for a size out of 1..MaxThumbnail or a draw that
// failed.
func (s *screenSystem) Thumbnail(w, h int) *image.RGBA {
	if w < 1 || h < 1 || w > MaxThumbnail || h > MaxThumbnail {
		return nil
	}
	if s.renderer == nil {
		s.screen = projectScreen(s.lg)
		s.renderer = rendering.NewRenderer(rendering.Options{Screen: s.screen, Assets: s.lg.Files()})
		s.canvas = softdraw.New(s.lg.Files(), s.renderer.Atlas())
	}
	s.list.Reset()
	s.renderer.Build(s.g, s.g.Clock().Blend(), &s.list)
	full, err := s.canvas.Picture(s.screen.X, s.screen.Y, &s.list)
	if err != nil {
		s.g.Problems().Warn(nil, "", "the screen's picture could not be drawn: %v", err)
		return nil
	}
	return scaleDown(full, w, h)
}

// projectScreen returns the project's logical screen, or the renderer's
// default size when the project gives none (or one over 4096 pixels).
func projectScreen(lg *LoadedGame) image.Point {
	w, h := lg.Project.Window.Width, lg.Project.Window.Height
	if w <= 0 || h <= 0 || w > 4096 || h > 4096 {
		return image.Pt(rendering.DefaultScreenWidth, rendering.DefaultScreenHeight)
	}
	return image.Pt(w, h)
}

// Show makes png a picture the renderers read (see runtime.Screen.Show).
func (s *screenSystem) Show(png []byte) string { return s.lg.pictures.show(png) }

// scaleDown returns src scaled to w×h by area averaging (a box filter: each
// output pixel the mean of the source pixels it covers, weighted by how much
// of each it covers), in premultiplied alpha, which averages exactly. A
// larger w or h than src's stretches (each output pixel inside one source
// pixel takes its colour).
func scaleDown(src *image.RGBA, w, h int) *image.RGBA {
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	sb := src.Bounds()
	sw, sh := sb.Dx(), sb.Dy()
	for y := range h {
		y0, y1 := float64(y*sh)/float64(h), float64((y+1)*sh)/float64(h)
		for x := range w {
			x0, x1 := float64(x*sw)/float64(w), float64((x+1)*sw)/float64(w)
			px := boxMean(src, x0, x1, y0, y1)
			copy(dst.Pix[dst.PixOffset(x, y):], px[:])
		}
	}
	return dst
}

// boxMean returns the mean of src's pixels over [x0, x1)×[y0, y1) (source
// pixels), each weighted by the area it covers, rounded to 8 bits.
func boxMean(src *image.RGBA, x0, x1, y0, y1 float64) [4]uint8 {
	var sum [4]float64
	area := 0.0
	for sy := int(y0); float64(sy) < y1; sy++ {
		wy := min(y1, float64(sy+1)) - max(y0, float64(sy))
		for sx := int(x0); float64(sx) < x1; sx++ {
			wx := min(x1, float64(sx+1)) - max(x0, float64(sx))
			a := float64(wx * wy)
			o := src.PixOffset(src.Rect.Min.X+sx, src.Rect.Min.Y+sy)
			for c := range 4 {
				sum[c] += float64(float64(src.Pix[o+c]) * a) // rounded: no fused multiply-add
			}
			area += a
		}
	}
	var out [4]uint8
	for c := range 4 {
		out[c] = uint8(sum[c]/area + 0.5)
	}
	return out
}
