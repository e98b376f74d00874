package ebitenview

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/rendering/drawlist"
)

// floorShader draws a floor pass (drawlist.OpFloor) as drawlist.FloorCast
// defines: the quad's own (fx, fy), 0..1 from its top-left, come in
// Custom0..1; the texture is image 0 (the whole image: rectangles are in its
// texels); the vertex colour is the quad's tint (premultiplied).
const floorShader = `//kage:unit pixels

package main

var Pos vec2
var Dir vec2
var Plane vec2
var FloorRect vec4
var CeilingRect vec4
var Params vec4 // the horizon, the fog and the least light

func Fragment(dstPos vec4, srcPos vec2, color vec4, custom vec4) vec4 {
	r := FloorRect
	h := custom.y - Params.x
	if h < 0 {
		r = CeilingRect
		h = -h
	}
	if h <= 0 || r.z == r.x || r.w == r.y {
		discard()
	}
	d := 0.5 / h
	ray := Dir + Plane*(2*custom.x-1)
	w := Pos + d*ray
	t := w - floor(w)
	uv := r.xy + t*(r.zw-r.xy)
	lo := min(r.xy, r.zw)
	hi := max(r.xy, r.zw) - vec2(0.5)
	uv = max(lo, min(uv, hi))
	c := imageSrc0UnsafeAt(imageSrc0Origin() + floor(uv) + vec2(0.5))
	light := 1.0
	if Params.y > 0 {
		light = max(Params.z, 1/(1+d*d*Params.y))
	}
	c.rgb *= light
	return c * color
}
`

// floorState holds what a floor pass's draw call reuses from frame to frame.
type floorState struct {
	opts                                 ebiten.DrawTrianglesShaderOptions
	pos, dir, plane, floor, ceil, params []float32
	vertices                             [4]ebiten.Vertex
	indices                              [6]uint16
}

func (f *floorState) init() {
	f.pos, f.dir, f.plane, f.params = make([]float32, 2), make([]float32, 2), make([]float32, 2), make([]float32, 4)
	f.floor, f.ceil = make([]float32, 4), make([]float32, 4)
	f.opts.Uniforms = map[string]any{"Pos": f.pos, "Dir": f.dir, "Plane": f.plane, "Params": f.params,
		"FloorRect": f.floor, "CeilingRect": f.ceil}
	f.opts.Blend = ebiten.BlendSourceOver
	f.indices = [6]uint16{0, 1, 2, 0, 2, 3}
}

// floorPass draws floor pass p onto target.
func (v *View) floorPass(target *ebiten.Image, list *drawlist.List, p *drawlist.Pass) {
	if p.Count != 1 {
		return
	}
	f, c := &v.floor, &p.Floor
	q := &list.Quads[p.First]
	copy(f.pos, c.Pos[:])
	copy(f.dir, c.Dir[:])
	copy(f.plane, c.Plane[:])
	copy(f.params, []float32{c.Horizon, c.Fog, c.MinLight, 0})
	copy(f.floor, []float32{c.Floor.U0, c.Floor.V0, c.Floor.U1, c.Floor.V1})
	copy(f.ceil, []float32{c.Ceiling.U0, c.Ceiling.V0, c.Ceiling.U1, c.Ceiling.V1})
	quadVertices(&f.vertices, q, v.clip)
	local := [4][2]float32{{0, 0}, {1, 0}, {1, 1}, {0, 1}}
	for i := range f.vertices {
		vx := &f.vertices[i]
		vx.SrcX, vx.SrcY = 0, 0
		vx.Custom0, vx.Custom1, vx.Custom2, vx.Custom3 = local[i][0], local[i][1], 0, 0
	}
	f.opts.Images[0] = v.images[p.Texture]
	target.DrawTrianglesShader(f.vertices[:], f.indices[:], v.sh.floorShader(), &f.opts)
	f.opts.Images[0] = nil
	v.stats.DrawCalls++
	v.stats.Quads++
}
