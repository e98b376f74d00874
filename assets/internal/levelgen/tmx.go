package main

import (
	"bytes"
	"fmt"
	"strconv"
)

// The tile set file and the tileset image, as the map files name them
// (relative to the levels folder) and as scene files name the image.
const (
	tilesetFile  = "tiles.tsx"
	tilesetImage = "assets/tiles.png"
	imageW       = 128 // tiles.png's size in pixels (see internal/artgen/tiles.go)
	imageH       = 48
)

// mapLayer is one tile layer of a map file: its name, its cells (tile ids
// as Griff numbers them, 0 empty), row by row, and its custom properties.
type mapLayer struct {
	name  string
	cells []int
	props []prop
}

// tmx writes a Tiled map (TMX, Tiled 1.10's XML format) of w×h cells of
// tile units with one tile layer each of layers, in order, using the tile
// set tilesetFile from its first id (1), so Tiled's global ids are Griff's
// tile ids, then the object layers objs, each object a point. The data is
// CSV, one map row a line.
func tmx(w, h int, layers []mapLayer, objs []objectLayer) []byte {
	var b bytes.Buffer
	count := 0
	for _, l := range objs {
		count += len(l.objects)
	}
	b.WriteString("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	fmt.Fprintf(&b, "<map version=\"1.10\" tiledversion=\"1.10.2\" orientation=\"orthogonal\" renderorder=\"right-down\" width=\"%d\" height=\"%d\" tilewidth=\"%d\" tileheight=\"%d\" infinite=\"0\" nextlayerid=\"%d\" nextobjectid=\"%d\">\n",
		w, h, tile, tile, len(layers)+len(objs)+1, count+1)
	fmt.Fprintf(&b, " <tileset firstgid=\"1\" source=%q/>\n", tilesetFile)
	for i, l := range layers {
		fmt.Fprintf(&b, " <layer id=\"%d\" name=%q width=\"%d\" height=\"%d\">\n", i+1, l.name, w, h)
		writeProps(&b, "  ", l.props)
		b.WriteString("  <data encoding=\"csv\">\n")
		for y := range h {
			for x := range w {
				b.WriteString(strconv.Itoa(l.cells[y*w+x]))
				if y < h-1 || x < w-1 {
					b.WriteByte(',')
				}
			}
			b.WriteByte('\n')
		}
		b.WriteString("</data>\n </layer>\n")
	}
	id := 0
	for i, l := range objs {
		fmt.Fprintf(&b, " <objectgroup id=\"%d\" name=%q>\n", len(layers)+i+1, l.name)
		for _, o := range l.objects {
			id++
			fmt.Fprintf(&b, "  <object id=\"%d\" name=%q type=%q x=\"%g\" y=\"%g\">\n", id, o.name, o.class, o.x, o.y)
			writeProps(&b, "   ", o.props)
			b.WriteString("   <point/>\n  </object>\n")
		}
		b.WriteString(" </objectgroup>\n")
	}
	b.WriteString("</map>\n")
	return b.Bytes()
}

// writeProps writes a <properties> element of ps, indented, if any.
func writeProps(b *bytes.Buffer, indent string, ps []prop) {
	if len(ps) == 0 {
		return
	}
	b.WriteString(indent + "<properties>\n")
	for _, p := range ps {
		typ := ""
		if p.typ != "string" {
			typ = fmt.Sprintf(" type=%q", p.typ)
		}
		fmt.Fprintf(b, "%s <property name=%q%s value=%q/>\n", indent, p.name, typ, p.value)
	}
	b.WriteString(indent + "</properties>\n")
}

// tsx writes the tile set of tiles.png (TSX, Tiled 1.10's XML format): the
// tiles groundTiles gives are "solid" but the wooden platform, "oneWay", as
// the custom string property collision, the one Griff's Tiled reader reads
// (see package scenes/tiled).
func tsx() []byte {
	var b bytes.Buffer
	b.WriteString("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	cols := imageW / tile
	fmt.Fprintf(&b, "<tileset version=\"1.10\" tiledversion=\"1.10.2\" name=\"tiles\" tilewidth=\"%d\" tileheight=\"%d\" tilecount=\"%d\" columns=\"%d\">\n",
		tile, tile, cols*(imageH/tile), cols)
	fmt.Fprintf(&b, " <image source=\"../%s\" width=\"%d\" height=\"%d\"/>\n", tilesetImage, imageW, imageH)
	for id := 1; id <= cols*(imageH/tile); id++ {
		if _, ok := groundTiles[id]; !ok {
			continue
		}
		c := "solid"
		if id == tilePlatform {
			c = "oneWay"
		}
		fmt.Fprintf(&b, " <tile id=\"%d\">\n  <properties>\n   <property name=\"collision\" value=%q/>\n  </properties>\n </tile>\n", id-1, c)
	}
	b.WriteString("</tileset>\n")
	return b.Bytes()
}
