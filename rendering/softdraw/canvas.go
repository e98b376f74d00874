package softdraw

import (
	"fmt"
	"image"
	"image/color"
	"io/fs"

	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/imagefile"
	"github.com/griffengine/griff/rendering/text"
)

// Canvas runs draw lists on the CPU. It keeps the images it has read, by name,
// from one Draw to the next. The zero value reads no images (every image draws
// as magenta) and no glyph pages.
type Canvas struct {
	// Assets is the game folder image assets are read from; nil reads none.
	Assets fs.FS
	// Atlas is the renderer's glyph atlas (rendering.Renderer.Atlas), which text
	// passes sample; nil draws text as nothing.
	Atlas *text.Atlas

	images  map[string]image.Image
	skipped int
	lm, tmp lightBuf    // the light map and a shadowed light's picture
	fall    image.Image // the light falloff texture, made on first use
	copy    []float32   // the target's copy a screen effect reads
}

// New returns a canvas reading images from assets and glyphs from atlas (either
// may be nil).
func New(assets fs.FS, atlas *text.Atlas) *Canvas {
	return &Canvas{Assets: assets, Atlas: atlas}
}

// magenta is what an image that cannot be read draws as.
var magenta = image.NewUniform(color.RGBA{255, 0, 255, 255})

// white is the white texel of drawlist.WhiteTexture.
var white = image.NewUniform(color.White)

// Skipped returns how many passes the last Draw left out: screen effects of a
// kind it does not know (drawn as EffectNone).
func (c *Canvas) Skipped() int { return c.skipped }

// Draw runs list's passes into dst, whose bounds are the whole screen (clip
// space covers them). dst is not cleared first. Draw returns an error if the
// list is inconsistent (a pass naming a texture or quads it does not have, a
// container's nested count past the end); it never panics on such a list.
func (c *Canvas) Draw(dst *image.RGBA, list *drawlist.List) error {
	c.skipped = 0
	return c.run(dst, dst.Bounds(), list, list.Passes)
}

// Picture returns a new w×h picture of list, on opaque black.
func (c *Canvas) Picture(w, h int, list *drawlist.List) (*image.RGBA, error) {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := 3; i < len(img.Pix); i += 4 {
		img.Pix[i] = 255
	}
	return img, c.Draw(img, list)
}

func (c *Canvas) run(dst *image.RGBA, clip image.Rectangle, list *drawlist.List, passes []drawlist.Pass) error {
	for i := 0; i < len(passes); i++ {
		p := &passes[i]
		nested := int(p.Nested)
		if nested < 0 || nested > len(passes)-i-1 {
			return fmt.Errorf("softdraw: pass %d (%v) nests %d passes, past the list's end", i, p.Op, p.Nested)
		}
		switch p.Op {
		case drawlist.OpSprites, drawlist.OpText, drawlist.OpHoles:
			if err := c.quads(dst, clip, list, p); err != nil {
				return err
			}
		case drawlist.OpView:
			if err := c.view(dst, clip, list, p, passes[i+1:i+1+nested]); err != nil {
				return err
			}
			i += nested
		case drawlist.OpLightMap:
			if err := c.lightMap(dst, clip, list, p, passes[i+1:i+1+nested]); err != nil {
				return err
			}
			i += nested
		case drawlist.OpEffect:
			if p.Effect > drawlist.EffectPixelate {
				c.skipped++
				continue
			}
			c.effect(dst, clip, p)
		case drawlist.OpFloor:
			if err := c.floor(dst, clip, list, p); err != nil {
				return err
			}
		case drawlist.OpLights, drawlist.OpShadowedLight:
			return fmt.Errorf("softdraw: pass %d (%v) is outside a light map", i, p.Op)
		default:
			return fmt.Errorf("softdraw: pass %d has an unknown op %v", i, p.Op)
		}
	}
	return nil
}

// view clears the view's viewport (within clip) and draws its nested passes
// clipped to it.
func (c *Canvas) view(dst *image.RGBA, clip image.Rectangle, list *drawlist.List, p *drawlist.Pass, nested []drawlist.Pass) error {
	vp := p.Viewport
	r := image.Rect(int(vp.X), int(vp.Y), int(vp.X)+int(vp.W), int(vp.Y)+int(vp.H)).Intersect(clip)
	if p.Color.A > 0 {
		px := [4]float32{p.Color.R, p.Color.G, p.Color.B, p.Color.A}
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				setPixel(dst, x, y, px)
			}
		}
	}
	return c.run(dst, r, list, nested)
}

// texture returns the picture a texture id names: the white texel, an image
// asset, or a glyph page (alpha only, white).
func (c *Canvas) texture(list *drawlist.List, id drawlist.TextureID) (image.Image, error) {
	if int(id) >= len(list.Textures) {
		if id == drawlist.WhiteTexture {
			return white, nil
		}
		return nil, fmt.Errorf("softdraw: texture %d is not in the list's table of %d", id, len(list.Textures))
	}
	t := list.Textures[id]
	switch t.Kind {
	case drawlist.TextureWhite:
		return white, nil
	case drawlist.TextureImage:
		return c.image(t.Name), nil
	case drawlist.TextureFalloff:
		return c.falloff(), nil
	case drawlist.TextureAtlasPage:
		if c.Atlas == nil || t.Page < 0 || int(t.Page) >= c.Atlas.NumPages() {
			return nil, nil
		}
		return c.Atlas.Page(int(t.Page)).Image(), nil
	}
	return nil, fmt.Errorf("softdraw: texture %d has an unknown kind %v", id, t.Kind)
}

// image returns the image asset name, read once; magenta if it cannot be read.
func (c *Canvas) image(name string) image.Image {
	if img, ok := c.images[name]; ok {
		return img
	}
	if c.images == nil {
		c.images = make(map[string]image.Image)
	}
	var img image.Image = magenta
	if c.Assets != nil {
		if dec, err := imagefile.Decode(c.Assets, name); err == nil {
			img = dec
		}
	}
	c.images[name] = img
	return img
}
