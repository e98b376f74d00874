package imagefile_test

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"runtime/metrics"
	"testing"
)

// pngChunk appends a PNG chunk of kind with data, its length and CRC to b.
func pngChunk(b *bytes.Buffer, kind string, data []byte) {
	b.Write(binary.BigEndian.AppendUint32(nil, uint32(len(data))))
	c := append([]byte(kind), data...)
	b.Write(c)
	b.Write(binary.BigEndian.AppendUint32(nil, crc32.ChecksumIEEE(c)))
}

// bigPNG returns the kind of file shared/cases/png-huge is: a PNG declaring
// w×h 8-bit RGBA pixels whose IDAT holds the first rows, all of one colour
// (compressed, a few hundred bytes). Decoding it would allocate w·h·4 bytes
// before reading a pixel; reading its size does not.
func bigPNG(t testing.TB, w, h uint32, rows int) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := binary.BigEndian.AppendUint32(nil, w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	ihdr = append(ihdr, 8, 6, 0, 0, 0) // 8-bit RGBA, deflate, no filter, no interlace
	pngChunk(&b, "IHDR", ihdr)
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	row := make([]byte, 1+4*int(w)) // filter byte 0, then transparent black
	for range rows {
		if _, err := zw.Write(row); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	pngChunk(&b, "IDAT", z.Bytes())
	pngChunk(&b, "IEND", nil)
	return b.Bytes()
}

// smallImage returns a w×h image with a pattern in it.
func smallImage(w, h int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.NRGBA{uint8(x * 40), uint8(y * 40), 200, 255})
		}
	}
	return img
}

// encoded returns a small image encoded in format "png", "jpeg" or "gif".
func encoded(t testing.TB, format string, w, h int) []byte {
	var b bytes.Buffer
	var err error
	switch format {
	case "png":
		err = png.Encode(&b, smallImage(w, h))
	case "jpeg":
		err = jpeg.Encode(&b, smallImage(w, h), nil)
	case "gif":
		err = gif.Encode(&b, smallImage(w, h), nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// jpegSized returns a small JPEG whose frame header (SOF0) says w×h.
func jpegSized(t testing.TB, w, h uint16) []byte {
	data := encoded(t, "jpeg", 8, 8)
	i := bytes.Index(data, []byte{0xff, 0xc0})
	if i < 0 {
		t.Fatal("no SOF0 marker in an encoded JPEG")
	}
	// marker (2), length (2), precision (1), height (2), width (2)
	binary.BigEndian.PutUint16(data[i+5:], h)
	binary.BigEndian.PutUint16(data[i+7:], w)
	return data
}

// gifScreen returns a small GIF (8×8 frame) whose logical screen says w×h.
func gifScreen(t testing.TB, w, h uint16) []byte {
	data := encoded(t, "gif", 8, 8)
	binary.LittleEndian.PutUint16(data[6:], w)
	binary.LittleEndian.PutUint16(data[8:], h)
	return data
}

// allocated returns the bytes f allocates on the heap, as runtime.MemStats's
// TotalAlloc counts them, read through runtime/metrics, which does not stop
// the world (the fuzz target measures every input).
func allocated(f func()) uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	before := s[0].Value.Uint64()
	f()
	metrics.Read(s)
	return s[0].Value.Uint64() - before
}
