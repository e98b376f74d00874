package ebitenview

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/rendering/drawlist"
)

// blendMultiply multiplies the destination's colour by the source's and keeps the
// destination's alpha: dst.rgb = src.rgb·dst.rgb.
var blendMultiply = ebiten.Blend{
	BlendFactorSourceRGB:        ebiten.BlendFactorDestinationColor,
	BlendFactorSourceAlpha:      ebiten.BlendFactorZero,
	BlendFactorDestinationRGB:   ebiten.BlendFactorZero,
	BlendFactorDestinationAlpha: ebiten.BlendFactorOne,
	BlendOperationRGB:           ebiten.BlendOperationAdd,
	BlendOperationAlpha:         ebiten.BlendOperationAdd,
}

// lightMap clears a light map over the target's part of the screen to the ambient
// light, adds the nested lights to it and multiplies the target by it.
func (v *View) lightMap(target *ebiten.Image, list *drawlist.List, p *drawlist.Pass, nested []drawlist.Pass) error {
	r := target.Bounds()
	lm := v.subImage(v.offscreen(&v.light), r)
	amb := p.Color
	amb.A = 1
	lm.Fill(v.fillColor(amb))
	v.stats.DrawCalls++
	for i := 0; i < len(nested); i++ {
		l := &nested[i]
		if err := v.check(list, l); err != nil {
			return err
		}
		qs := list.Quads[l.First : l.First+l.Count]
		switch l.Op {
		case drawlist.OpLights:
			v.drawQuads(lm, qs, v.images[l.Texture], ebiten.BlendLighter, false)
		case drawlist.OpShadowedLight:
			v.shadowedLight(lm, qs, v.images[l.Texture])
		default:
			return fmt.Errorf("ebitenview: a light map holds a %v pass; only lights and shadowed lights may", l.Op)
		}
	}
	target.DrawImage(lm, v.imageOptions(r.Min, blendMultiply))
	v.stats.DrawCalls++
	return nil
}

// shadowedLight draws the light (qs[0]) into a scratch picture, erases the shadow
// shapes (qs[1:]) from it and adds what is left to the light map lm. This is what a
// stencil does, with one more picture instead of a stencil buffer.
func (v *View) shadowedLight(lm *ebiten.Image, qs []drawlist.Quad, img *ebiten.Image) {
	if len(qs) == 0 {
		return
	}
	r := lm.Bounds()
	tmp := v.subImage(v.offscreen(&v.shadow), r)
	tmp.Clear()
	v.stats.DrawCalls++
	v.drawQuads(tmp, qs[:1], img, ebiten.BlendCopy, false)
	v.drawQuads(tmp, qs[1:], nil, ebiten.BlendDestinationOut, true)
	lm.DrawImage(tmp, v.imageOptions(r.Min, ebiten.BlendLighter))
	v.stats.DrawCalls++
}
