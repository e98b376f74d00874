package ebitenview

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/rendering/drawlist"
)

// effectState holds what a screen effect's draw call reuses from frame to frame.
type effectState struct {
	opts     ebiten.DrawTrianglesShaderOptions
	color    []float32 // the Color uniform
	params   []float32 // the Params uniform
	vertices [4]ebiten.Vertex
	indices  [6]uint16
}

func (e *effectState) init() {
	e.color = make([]float32, 4)
	e.params = make([]float32, 4)
	e.opts.Uniforms = map[string]any{"Kind": 0, "Color": e.color, "Params": e.params}
	e.opts.Blend = ebiten.BlendCopy
	e.indices = [6]uint16{0, 1, 2, 0, 2, 3}
}

// kinds are the Kind uniform's values, boxed once.
var kinds = [...]any{0, 1, 2, 3, 4}

// imageOptions returns the View's DrawImageOptions set to draw at at with blend.
func (v *View) imageOptions(at image.Point, blend ebiten.Blend) *ebiten.DrawImageOptions {
	v.imgOpts = ebiten.DrawImageOptions{Blend: blend}
	v.imgOpts.GeoM.Translate(float64(at.X), float64(at.Y))
	return &v.imgOpts
}

// screenEffect copies the target into the scratch picture and draws it back through
// the effect shader.
func (v *View) screenEffect(target *ebiten.Image, p *drawlist.Pass) {
	if p.Effect == drawlist.EffectNone || int(p.Effect) >= len(kinds) {
		return
	}
	r := target.Bounds()
	w, h := r.Dx(), r.Dy()
	copyImg := v.subImage(v.offscreen(&v.scratch), image.Rect(0, 0, w, h))
	copyImg.DrawImage(target, v.imageOptions(image.Point{}, ebiten.BlendCopy))
	e := &v.effect
	e.opts.Uniforms["Kind"] = kinds[p.Effect]
	copy(e.color, []float32{p.Color.R, p.Color.G, p.Color.B, p.Color.A})
	copy(e.params, p.Params[:])
	x0, y0, x1, y1 := float32(r.Min.X), float32(r.Min.Y), float32(r.Max.X), float32(r.Max.Y)
	fw, fh := float32(w), float32(h)
	e.vertices = [4]ebiten.Vertex{
		{DstX: x0, DstY: y0, SrcX: 0, SrcY: 0, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		{DstX: x1, DstY: y0, SrcX: fw, SrcY: 0, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		{DstX: x1, DstY: y1, SrcX: fw, SrcY: fh, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		{DstX: x0, DstY: y1, SrcX: 0, SrcY: fh, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
	}
	e.opts.Images[0] = copyImg
	target.DrawTrianglesShader(e.vertices[:], e.indices[:], v.sh.effectShader(), &e.opts)
	e.opts.Images[0] = nil
	v.stats.DrawCalls += 2
}
