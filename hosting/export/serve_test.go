package export_test

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"github.com/griffengine/griff/hosting/export"
)

// writeExport writes a small export into a new folder: files with their .gz
// and .br copies (made by export.Gzip and export.Brotli), and a file with
// none.
func writeExport(t *testing.T) (string, map[string][]byte) {
	t.Helper()
	dir := t.TempDir()
	files := map[string][]byte{
		export.WasmFile:   bytes.Repeat([]byte("\x00asm wasm bytes "), 500),
		export.ExecJSFile: bytes.Repeat([]byte("globalThis.Go = class {};\n"), 50),
		export.PageFile:   []byte("<!DOCTYPE html><title>t</title>" + strings.Repeat("<p>x</p>", 100)),
	}
	for name, data := range files {
		gz, err := export.Gzip(data)
		if err != nil {
			t.Fatal(err)
		}
		br, err := export.Brotli(data, 5)
		if err != nil {
			t.Fatal(err)
		}
		for n, d := range map[string][]byte{name: data, name + ".gz": gz, name + ".br": br} {
			if err := os.WriteFile(filepath.Join(dir, n), d, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	files[export.NoticesFile] = []byte("licences\n")
	if err := os.WriteFile(filepath.Join(dir, export.NoticesFile), files[export.NoticesFile], 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, files
}

// decode returns body decoded as the Content-Encoding coding says.
func decode(t *testing.T, coding string, body []byte) []byte {
	t.Helper()
	var r io.Reader = bytes.NewReader(body)
	switch coding {
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		zr, err := gzip.NewReader(r)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	case "":
	default:
		t.Fatalf("unknown Content-Encoding %q", coding)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("decoding %s: %v", coding, err)
	}
	return out
}

// The handler sends each file with its content type, the precompressed copy
// the request accepts (brotli before gzip) with Content-Encoding and Vary,
// and bytes that decode to the original.
func TestHandlerTypesAndEncodings(t *testing.T) {
	dir, files := writeExport(t)
	srv := httptest.NewServer(export.Handler(dir))
	defer srv.Close()
	cases := []struct {
		path, accept, wantType, wantEncoding, wantVary, file string
	}{
		{"/game.wasm", "gzip, deflate, br", "application/wasm", "br", "Accept-Encoding", export.WasmFile},
		{"/game.wasm", "gzip", "application/wasm", "gzip", "Accept-Encoding", export.WasmFile},
		{"/game.wasm", "br;q=0, gzip;q=0.5", "application/wasm", "gzip", "Accept-Encoding", export.WasmFile},
		{"/game.wasm", "identity", "application/wasm", "", "Accept-Encoding", export.WasmFile},
		{"/wasm_exec.js", "br", "text/javascript; charset=utf-8", "br", "Accept-Encoding", export.ExecJSFile},
		{"/", "*", "text/html; charset=utf-8", "br", "Accept-Encoding", export.PageFile},
		{"/THIRD_PARTY_NOTICES.txt", "br, gzip", "text/plain; charset=utf-8", "", "", export.NoticesFile},
	}
	for _, c := range cases {
		req, _ := http.NewRequest("GET", srv.URL+c.path, nil)
		req.Header.Set("Accept-Encoding", c.accept) // set by hand: the client then decodes nothing itself
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		h := resp.Header
		if resp.StatusCode != 200 || h.Get("Content-Type") != c.wantType || h.Get("Content-Encoding") != c.wantEncoding || h.Get("Vary") != c.wantVary {
			t.Errorf("GET %s (Accept-Encoding %q): %d, type %q encoding %q vary %q; want 200, %q %q %q",
				c.path, c.accept, resp.StatusCode, h.Get("Content-Type"), h.Get("Content-Encoding"), h.Get("Vary"), c.wantType, c.wantEncoding, c.wantVary)
			continue
		}
		if got := decode(t, c.wantEncoding, body); !bytes.Equal(got, files[c.file]) {
			t.Errorf("GET %s (Accept-Encoding %q): %d bytes decoded, want the %d of %s", c.path, c.accept, len(got), len(files[c.file]), c.file)
		}
	}
	for _, path := range []string{"/missing.js", "/../" + filepath.Base(dir) + "/game.wasm"} {
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusNotFound && path == "/missing.js" {
			t.Errorf("GET %s: %d, want 404", path, resp.StatusCode)
		}
	}
	resp, err := http.Post(srv.URL+"/game.wasm", "text/plain", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST: %d, want 405", resp.StatusCode)
	}
}

func TestCheckAddr(t *testing.T) {
	cases := []struct {
		addr   string
		public bool
		ok     bool
	}{
		{"127.0.0.1:8080", false, true},
		{"127.3.0.1:80", false, true},
		{"[::1]:8080", false, true},
		{"localhost:0", false, true},
		{"0.0.0.0:8080", false, false},
		{":8080", false, false},
		{"192.168.1.4:8080", false, false},
		{"0.0.0.0:8080", true, true},
		{"no-port", true, false},
	}
	for _, c := range cases {
		err := export.CheckAddr(c.addr, c.public)
		if (err == nil) != c.ok {
			t.Errorf("CheckAddr(%q, %v) = %v, want ok %v", c.addr, c.public, err, c.ok)
		}
		if err != nil && c.ok == false && !c.public && strings.Contains(c.addr, ":") && c.addr != "no-port" && !errors.Is(err, export.ErrNotLoopback) {
			t.Errorf("CheckAddr(%q) = %v, want it to wrap ErrNotLoopback", c.addr, err)
		}
	}
}
