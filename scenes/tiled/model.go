package tiled

import (
	"encoding/json"

	"github.com/griffengine/griff/scenes/visual"
)

// The map as both formats read it: tmx.go and tmj.go fill these, build.go
// turns them into a level. Sizes are in pixels (world units), ids as Tiled
// numbers them.

// tmap is a map (the <map> element, the top JSON object).
type tmap struct {
	orientation    string
	width          int // in tiles
	height         int
	tileW, tileH   int // pixels
	infinite       bool
	parallaxOrigin [2]float64 // pixels, the map's parallaxoriginx/y
	background     string     // the map's backgroundcolor as written ("" for none)
	tilesets       []*tileset
	layers         []*layer
	props          []prop
	propsLine      int // the place of the map's properties (0: not known)
	propsCol       int
	// where is the map's place (the <map> element, the JSON file's top
	// object), so a warning about one of its attributes can name the
	// attribute's place (at.place).
	where at
	// raw holds the texts of the map's size attributes as the XML file
	// writes them ("width", "tilewidth", ...), for messages; nil in JSON.
	raw map[string]string
}

// tileset is one tile set of a map, read from the map or from its own file.
type tileset struct {
	// first is the firstgid the map gives it, as written; build checks it
	// and sets firstGID (checkFirstGIDs).
	first    num
	firstGID uint32
	// ref is where the map names the tile set (its element or object in
	// the map, for an external tile set too): the place of its firstgid.
	ref          at
	name         string
	file         string // where it was read from (the map, or its .tsx/.tsj)
	line, col    int
	tileW, tileH int
	spacing      int
	margin       int
	tileCount    int
	columns      int
	image        string // game path of the one image, "" for a collection
	// offX, offY are its tileoffset (pixels), align its objectalignment,
	// renderSize its tilerendersize ("tile" or "grid"; "" for tile).
	offX, offY int
	align      string
	renderSize string
	tiles      map[int]*tileInfo
	props      []prop
	missing    bool // its file could not be read: its tiles draw nothing
}

// tileInfo is a <tile> of a tile set: what it says beyond its picture.
type tileInfo struct {
	id    int
	class string
	image string // game path of its own image (collection tile sets)
	w, h  int    // its picture's size: its image's, or its sub-rectangle's
	// sub is the part of its image it shows (Tiled 1.9's x, y, width and
	// height of a tile of a collection); empty for the whole image.
	sub    visual.Region
	props  []prop
	frames []frame   // its animation, if any
	shapes []*object // its collision shapes (Tiled's tile collision editor)
	line   int
	col    int
}

// frame is one frame of a tile's animation.
type frame struct {
	tile     int // local tile id
	duration int // milliseconds
}

// The kinds of layer.
const (
	layerTiles = iota
	layerObjects
	layerImage
	layerGroup
)

// layer is a tile, object, image or group layer.
type layer struct {
	kind                 int
	id                   int
	name, class          string
	visible              bool
	opacity              float64
	offsetX, offsetY     float64
	parallaxX, parallaxY float64
	tint                 string // "#aarrggbb" or "#rrggbb", "" for none
	props                []prop
	line, col            int // col: 0 where not known (JSON)

	// tile layers: the cells of the rectangle (x, y, w, h) in tiles, row by row
	x, y, w, h int
	gids       []uint32

	objects []*object // object layers

	image            string // image layers: game path
	imageW, imageH   int    // image layers: the image's size as the file gives it (0: not given)
	repeatX, repeatY bool

	layers []*layer // groups
}

// The shapes of an object.
const (
	shapeRect = iota
	shapeEllipse
	shapePoint
	shapePolygon
	shapePolyline
	shapeText
)

// object is one object of an object layer or of a tile's collision shapes.
type object struct {
	id          int
	name, class string
	x, y, w, h  float64
	rotation    float64 // degrees, clockwise
	gid         uint32
	visible     bool
	shape       int
	points      [][2]float64
	text        string
	textColor   string
	textSize    float64
	textAlign   string
	wrap        bool
	style       textStyle
	template    string
	props       []prop
	line, col   int
	// set holds the attributes (XML) or keys (JSON) the object gives itself,
	// so a template fills in only the others.
	set map[string]bool
	// tplTileset and tplFirst are the tile set file and first id the gid
	// was numbered by when it came from a template ("" when it did not).
	tplTileset string
	tplFirst   uint32
}

// prop is one custom property, its value as JSON: a string, number, bool,
// color as Griff writes it ("#rrggbbaa"), a file as a game path, an object
// id, or an object of a class's members.
type prop struct {
	name  string
	typ   string // "string", "int", "float", "bool", "color", "file", "object", "class"
	value json.RawMessage
}

// subRect sets the part of its image tile t shows: the rectangle at (x, y)
// of w×h pixels, where a width or height of 0 is the image's (Tiled's
// defaults). The whole image, or one whose size the file does not give, is
// no sub-rectangle; t's size becomes the rectangle's. It reports false, and
// sets nothing, when a number lies outside visual.Region's range (the caller
// warns).
func (t *tileInfo) subRect(x, y, w, h int) bool {
	if w <= 0 {
		w = t.w
	}
	if h <= 0 {
		h = t.h
	}
	if w <= 0 || h <= 0 || (x == 0 && y == 0 && w == t.w && h == t.h) {
		return true
	}
	if !visual.RegionFits(x, y, w, h) {
		return false
	}
	t.sub = visual.RegionOf(x, y, w, h)
	t.w, t.h = w, h
	return true
}

// textStyle is what a text object says of its text beyond its words, size,
// colour, horizontal alignment and wrapping.
type textStyle struct {
	vAlign                           string // "top" (or ""), "center", "bottom"
	family                           string // a font family name ("" for Tiled's default)
	bold, italic, underline, strikes bool
}
