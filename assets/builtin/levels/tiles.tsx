<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="tiles" tilewidth="16" tileheight="16" tilecount="24" columns="8">
 <image source="../assets/tiles.png" width="128" height="48"/>
 <tile id="0">
  <properties>
   <property name="collision" value="solid"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="collision" value="solid"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="collision" value="solid"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="collision" value="solid"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="collision" value="solid"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="collision" value="oneWay"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="collision" value="solid"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="collision" value="solid"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="collision" value="solid"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="collision" value="solid"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="collision" value="solid"/>
  </properties>
 </tile>
</tileset>
