package level

import (
	"bytes"
	"encoding/json"
	"math"
	"testing"
)

// fuzzComponent makes a component value of the shapes package tiled gives
// (a map of []int, int, strings, floats, nested maps) from fuzz input.
func fuzzComponent(keys string, cells []byte, n int, s string, x float64) map[string]any {
	m := map[string]any{}
	var ints []int
	if len(cells) > 0 && cells[0]%5 != 0 {
		ints = []int{}
	}
	for i, c := range cells {
		ints = append(ints, (int(c)-100)*(i+1)*n)
	}
	vals := []any{ints, n, s, x, map[string]any{s: ints, "k": x}, nil, [2]float64{x, -x}, []any{s, n}, int8(n), math.Inf(1)}
	for i, k := range bytes.Split([]byte(keys), []byte{','}) {
		m[string(k)] = vals[i%len(vals)]
	}
	return m
}

// FuzzAppendValue: what appendValue writes is json.Marshal's output, byte for
// byte, and it refuses only what it leaves to json.Marshal.
func FuzzAppendValue(f *testing.F) {
	f.Add("cells,width,tileset,x,tiles", []byte{1, 2, 3, 200}, 16, "assets/tiles.png", 0.5)
	f.Add("a<b,z,é,", []byte{}, -3, "<&>\u2028", math.NaN())
	f.Add("", []byte{0}, 0, "", 1e21)
	f.Fuzz(func(t *testing.T, keys string, cells []byte, n int, s string, x float64) {
		m := fuzzComponent(keys, cells, n, s, x)
		got, ok := appendValue([]byte("prefix"), m)
		if !bytes.HasPrefix(got, []byte("prefix")) {
			t.Fatalf("appendValue lost what b held: %q", got)
		}
		want, err := json.Marshal(m)
		if !ok {
			if string(got) != "prefix" {
				t.Fatalf("appendValue refused but wrote %q", got)
			}
			return
		}
		if err != nil {
			t.Fatalf("appendValue wrote %q, json.Marshal fails: %v", got, err)
		}
		if string(got[len("prefix"):]) != string(want) {
			t.Fatalf("appendValue wrote\n%s\njson.Marshal\n%s", got[len("prefix"):], want)
		}
	})
}

func TestAppendValueTakesTilemaps(t *testing.T) {
	m := map[string]any{"tileSize": 16, "width": 3, "cells": []int{1, 0, -2}, "flips": []int(nil), "tileset": "a.png",
		"tiles": map[string]any{"1": map[string]any{"collision": "solid"}}}
	got, ok := appendValue(nil, m)
	want, _ := json.Marshal(m)
	if !ok || string(got) != string(want) {
		t.Fatalf("appendValue = %s, %v; want %s, true", got, ok, want)
	}
}
