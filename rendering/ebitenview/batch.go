package ebitenview

import (
	"image"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/rendering/drawlist"
)

// maxBatchQuads is the most quads one draw call takes: Ebitengine v2.8 indexes
// vertices with uint16, so a call reaches at most 65,536 vertices, 4 per quad.
const maxBatchQuads = 1 << 16 / 4

// chunkQuads is how many quads drawQuads converts to vertices and hands
// Ebitengine at a time: a batch of maxBatchQuads quads goes in calls of at most
// this many, which Ebitengine's command queue merges back into one GPU draw (same
// shader, images, blend and target). 512 quads are 2,048 vertices, 96 KiB in the
// view's buffer and as much in the copy Ebitengine makes (Image.DrawTrianglesShader's
// temporary vertices), so both stay in the L2 cache between the write and the read;
// one call of 10,000 quads wrote 1.9 MB and Ebitengine read it back after it had
// left the cache. Measured at 10,000 sprites (bench/compare, CPU time of View.Draw
// per sprite, medians of 150 rounds, GALLIUM_NOOP): with the caches evicted first
// (16 MiB written, as a frame's other work does) 97-100 ns in one call, 56-64 ns in
// chunks of 256 to 2,048, 81 in chunks of 4,096; drawn twice in a row 67-68 against
// 54-57. Cachegrind (--cache-sim=yes, last level set to this machine's 2 MiB L2)
// counts, per Draw of 10,000 quads, last-level misses in quadVertices and
// Ebitengine's DrawTrianglesShader 110,000 in one call and 16,000 in chunks, the
// same instructions (4 more a quad in the loop); the 65,000 of Ebitengine's copy
// into its command queue remain. See the package documentation.
const chunkQuads = 512

// batch holds the vertex and index buffers, reused from frame to frame, and the options
// of the quad draw calls.
type batch struct {
	vertices []ebiten.Vertex
	indices  []uint16 // 0 1 2 0 2 3, then the same for each next quad; only grows
	opts     ebiten.DrawTrianglesShaderOptions
}

// ensureIndices makes the index pattern cover n quads.
func (b *batch) ensureIndices(n int) {
	have := len(b.indices) / 6
	for q := have; q < n; q++ {
		v := uint16(q * 4)
		b.indices = append(b.indices, v, v+1, v+2, v, v+2, v+3)
	}
}

// quads draws pass p's quads onto target with blend: one draw call for each
// maxBatchQuads quads.
func (v *View) quads(target *ebiten.Image, list *drawlist.List, p *drawlist.Pass, blend ebiten.Blend) {
	qs := list.Quads[p.First : p.First+p.Count]
	v.drawQuads(target, qs, v.images[p.Texture], blend, false)
}

// drawQuads draws qs sampling img with blend. solid draws every quad opaque white
// (shadow shapes), ignoring its texture rectangle and colours. Each batch of up to
// maxBatchQuads quads counts as one draw call in Stats: it is submitted in
// DrawTrianglesShader calls of chunkQuads quads that Ebitengine merges into one.
func (v *View) drawQuads(target *ebiten.Image, qs []drawlist.Quad, img *ebiten.Image, blend ebiten.Blend, solid bool) {
	b := &v.batch
	b.opts.Images[0] = img
	if solid {
		b.opts.Images[0] = v.tex.white
	}
	b.opts.Blend = blend
	for len(qs) > 0 {
		n := min(len(qs), maxBatchQuads)
		for c := 0; c < n; c += chunkQuads {
			m := min(n-c, chunkQuads)
			b.ensureIndices(m)
			b.vertices = slices.Grow(b.vertices[:0], 4*m)[:4*m]
			if solid {
				for i := range qs[c : c+m] {
					solidVertices((*[4]ebiten.Vertex)(b.vertices[4*i:]), &qs[c+i], v.clip)
				}
			} else {
				for i := range qs[c : c+m] {
					quadVertices((*[4]ebiten.Vertex)(b.vertices[4*i:]), &qs[c+i], v.clip)
				}
			}
			target.DrawTrianglesShader(b.vertices, b.indices[:m*6], v.sh.quad, &b.opts)
		}
		v.stats.DrawCalls++
		v.stats.Quads += n
		qs = qs[n:]
	}
	b.opts.Images[0] = nil
}

// quadVertices writes q's four corners as vertices into vs: clip space to pixels
// of a screen of the given size (x_px = (x+1)/2·W, y_px = (1-y)/2·H), texture
// rectangle corners in the corner order drawlist documents, the tint as the
// vertex colour and the flash in Custom0..3. Each field is written once, in
// place: no vertex is built and copied.
func quadVertices(vs *[4]ebiten.Vertex, q *drawlist.Quad, cl clipToPixels) {
	k, src := &q.Corners, q.Src
	us := [4]float32{src.U0, src.U1, src.U1, src.U0}
	vv := [4]float32{src.V0, src.V0, src.V1, src.V1}
	tint, flash, amount := q.Tint, q.Flash, q.FlashAmount
	for i := range vs {
		v := &vs[i]
		v.DstX, v.DstY = float32((k[i].X+1)*cl.hw)+cl.x0, float32((1-k[i].Y)*cl.hh)+cl.y0
		v.SrcX, v.SrcY = us[i], vv[i]
		v.ColorR, v.ColorG, v.ColorB, v.ColorA = tint.R, tint.G, tint.B, tint.A
		v.Custom0, v.Custom1, v.Custom2, v.Custom3 = flash.R, flash.G, flash.B, amount
	}
}

// solidVertices writes q's corners as quadVertices does, opaque white over the
// white texel (shadow shapes): q's texture rectangle and colours are ignored.
func solidVertices(vs *[4]ebiten.Vertex, q *drawlist.Quad, cl clipToPixels) {
	us, vv := [4]float32{0, 1, 1, 0}, [4]float32{0, 0, 1, 1}
	k := &q.Corners
	for i := range vs {
		v := &vs[i]
		v.DstX, v.DstY = float32((k[i].X+1)*cl.hw)+cl.x0, float32((1-k[i].Y)*cl.hh)+cl.y0
		v.SrcX, v.SrcY = us[i], vv[i]
		v.ColorR, v.ColorG, v.ColorB, v.ColorA = 1, 1, 1, 1
		v.Custom0, v.Custom1, v.Custom2, v.Custom3 = q.Flash.R, q.Flash.G, q.Flash.B, 0
	}
}

// clipToPixels maps clip space onto the screen: half its width and height and its
// top-left corner, in pixels.
type clipToPixels struct {
	hw, hh, x0, y0 float32
}

func newClipToPixels(r image.Rectangle) clipToPixels {
	return clipToPixels{hw: float32(r.Dx()) * 0.5, hh: float32(r.Dy()) * 0.5, x0: float32(r.Min.X), y0: float32(r.Min.Y)}
}
