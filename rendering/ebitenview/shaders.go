package ebitenview

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

// The quad shader: the texel (sampled nearest or linear, clamped to the image's own
// region so that neighbours on an Ebitengine atlas never bleed in) times the tint
// (vertex colour, premultiplied), then pushed towards the flash colour (Custom0..2,
// straight) by the flash amount (Custom3), as package drawlist defines it:
// rgb = mix(texel.rgb·tint.rgb, flash·a, amount), a = texel.a·tint.a.
const quadShaderHead = `//kage:unit pixels

package main

func Fragment(dstPos vec4, srcPos vec2, color vec4, custom vec4) vec4 {
	c := sample(srcPos) * color
	c.rgb = mix(c.rgb, custom.rgb*c.a, custom.a)
	return c
}
`

// sampleNearest reads the texel under p.
const sampleNearest = `
func sample(p vec2) vec4 {
	o := imageSrc0Origin()
	s := imageSrc0Size()
	q := clamp(floor(p), o, o+s-vec2(1)) + vec2(0.5)
	return imageSrc0UnsafeAt(q)
}
`

// sampleLinear mixes the four texels around p (bilinear, clamp to edge).
const sampleLinear = `
func sample(p vec2) vec4 {
	o := imageSrc0Origin()
	s := imageSrc0Size()
	lo := o + vec2(0.5)
	hi := o + s - vec2(0.5)
	p = clamp(p, lo, hi)
	p0 := floor(p-vec2(0.5)) + vec2(0.5)
	f := clamp(p-p0, vec2(0), vec2(1))
	p1 := min(p0+vec2(1), hi)
	p0 = max(p0, lo)
	c00 := imageSrc0UnsafeAt(p0)
	c10 := imageSrc0UnsafeAt(vec2(p1.x, p0.y))
	c01 := imageSrc0UnsafeAt(vec2(p0.x, p1.y))
	c11 := imageSrc0UnsafeAt(p1)
	return mix(mix(c00, c10, f.x), mix(c01, c11, f.x), f.y)
}
`

// effectShader draws a copy of the target back through a screen effect. The copy is
// image 0, whose region is exactly the target's size; Kind selects the effect
// (drawlist.Effect), Color is Pass.Color (premultiplied) and Params Pass.Params.
const effectShader = `//kage:unit pixels

package main

var Kind int
var Color vec4
var Params vec4

func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {
	o := imageSrc0Origin()
	s := imageSrc0Size()
	local := srcPos - o
	if Kind == 4 && Params.x > 1 {
		b := Params.x
		local = clamp((floor(local/b)+vec2(0.5))*b, vec2(0.5), s-vec2(0.5))
	}
	c := imageSrc0UnsafeAt(clamp(floor(local), vec2(0), s-vec2(1)) + vec2(0.5) + o)
	if Kind == 1 {
		return mix(c, Color, clamp(Params.x, 0, 1))
	}
	if Kind == 2 {
		l := dot(c.rgb, vec3(0.2126, 0.7152, 0.0722))
		c.rgb = mix(c.rgb, vec3(l), clamp(Params.x, 0, 1))
		return c
	}
	if Kind == 3 {
		half := s / 2
		d := length(local-half) / length(half)
		t := smoothstep(Params.y, 1, d) * clamp(Params.x, 0, 1)
		return mix(c, Color*c.a, t)
	}
	return c
}
`

// shaders are the compiled Kage programs a View uses. The quad shader is
// compiled by New; the effect and floor shaders only when a draw first needs
// them (effectShader, floorShader): most games draw neither, and each costs a
// Kage compilation and a GPU program.
type shaders struct {
	quad   *ebiten.Shader // the quad shader with the view's filter
	effect *ebiten.Shader // nil until the first screen effect
	floor  *ebiten.Shader // floor passes (floor.go); nil until the first
}

func compileShaders(pixelArt bool) (shaders, error) {
	src := quadShaderHead + sampleLinear
	if pixelArt {
		src = quadShaderHead + sampleNearest
	}
	q, err := ebiten.NewShader([]byte(src))
	if err != nil {
		return shaders{}, fmt.Errorf("ebitenview: compiling the quad shader: %w", err)
	}
	return shaders{quad: q}, nil
}

// effectShader returns the screen effect shader, compiling it the first time.
// It panics if the shader does not compile, a bug in this package.
func (s *shaders) effectShader() *ebiten.Shader {
	if s.effect == nil {
		s.effect = mustCompile("effect", effectShader)
	}
	return s.effect
}

// floorShader returns the floor shader, compiling it the first time. It
// panics if the shader does not compile, a bug in this package.
func (s *shaders) floorShader() *ebiten.Shader {
	if s.floor == nil {
		s.floor = mustCompile("floor", floorShader)
	}
	return s.floor
}

// mustCompile compiles the Kage source src of the shader named name, or
// panics.
func mustCompile(name, src string) *ebiten.Shader {
	sh, err := ebiten.NewShader([]byte(src))
	if err != nil {
		panic(fmt.Sprintf("ebitenview: compiling the %s shader: %v", name, err))
	}
	return sh
}
